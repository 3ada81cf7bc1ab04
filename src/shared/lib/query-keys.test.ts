import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as queryRoots from './query-roots';
import * as sharedKeys from './shared-keys';

const src = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** An array literal where a key is given: `queryKey: [`, or a query client's key argument `(['`. */
const inlineKey = /queryKey:\s*\[|Quer(?:y|ies)(?:Data)?\(\s*\[/;

describe('query keys', () => {
  it('come from a key factory: no source file writes a key as an inline array', () => {
    const offenders = sourceFiles(src).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (inlineKey.test(line) ? [`${path.relative(src, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('the scan would catch an inline key', () => {
    expect(inlineKey.test("queryOptions({ queryKey: ['staff', 'tabs'], queryFn })")).toBe(true);
    expect(inlineKey.test("queryClient.invalidateQueries({ queryKey: ['staff'] })")).toBe(true);
    expect(inlineKey.test("queryClient.setQueryData(['user', 'current'], user)")).toBe(true);
    expect(inlineKey.test('queryClient.invalidateQueries({ queryKey: queryRoots.rootKey(queryRoots.staff) })')).toBe(
      false,
    );
  });

  it('a localised shared call has the locale in its key, the same from every feature', () => {
    const car = { specId: 3, year: 2020 };
    expect(sharedKeys.carSizes('ms', car)).toEqual([queryRoots.catalog, 'car-sizes', 'ms', 3, 2020]);
    expect(sharedKeys.carSizes('en', car)).not.toEqual(sharedKeys.carSizes('ms', car));
  });
});
