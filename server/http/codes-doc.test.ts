import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { httpStatusFor, ResultCode } from '../../src/shared/contract/codes';

it('documents every result code in the README with its HTTP status', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  for (const code of Object.values(ResultCode)) {
    // however the table's columns are padded
    expect(readme, `README row for ${code}`).toMatch(
      new RegExp(`\\|\\s*${code}\\s*\\|\\s*${httpStatusFor(code)}\\s*\\|`),
    );
  }
});
