import { describe, expect, it } from 'vitest';
import { TINT_MINIMUM_VLT, tintWarnings } from './tint-rules';

describe('tintWarnings', () => {
  it('has the JPJ minimums: windscreen 70, front side 50, rear none', () => {
    expect(TINT_MINIMUM_VLT).toEqual({ frontWindscreen: 70, frontSide: 50, rearSide: null, rearWindscreen: null });
  });

  it('warns below the minimum and not at or above it', () => {
    expect(tintWarnings({ frontWindscreen: 70, frontSide: 50 })).toEqual([]);
    expect(tintWarnings({ frontWindscreen: 69, frontSide: 35 })).toEqual([
      { window: 'frontWindscreen', value: 69, minimum: 70 },
      { window: 'frontSide', value: 35, minimum: 50 },
    ]);
  });

  it('never warns for the rear windows of a private car, and skips empty values', () => {
    expect(tintWarnings({ rearSide: 5, rearWindscreen: 0, frontWindscreen: null, frontSide: undefined })).toEqual([]);
  });
});
