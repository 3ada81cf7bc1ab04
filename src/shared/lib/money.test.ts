import { describe, expect, it } from 'vitest';
import { ringgitToSen } from './money';

describe('ringgitToSen', () => {
  it('turns typed ringgit into whole sen without float drift', () => {
    expect(ringgitToSen(159.9)).toBe(15990);
    expect(ringgitToSen(0.29)).toBe(29);
  });
});
