import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALL_PATHS_FILE, renderCallPaths } from './generate-call-paths';

describe("the app's call paths", () => {
  it('are what the contract generates (run `npm run generate:calls` after changing a call)', async () => {
    expect(readFileSync(CALL_PATHS_FILE, 'utf8')).toBe(await renderCallPaths());
  });
});
