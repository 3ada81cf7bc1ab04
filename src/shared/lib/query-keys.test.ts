import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as queryRoots from './query-roots';
import * as sharedKeys from './shared-keys';

const src = path.resolve(__dirname, '../..');

/** Every key factory module: the shared keys and each feature's (the back office's under another name). */
const keyModules = import.meta.glob<Record<string, unknown>>(
  ['./shared-keys.ts', '../../features/*/api/keys.ts', '../../features/*/api/*-keys.ts'],
  { eager: true },
);

/** Two stand-in arguments that differ in every field, so only what a factory fixes is the same in both calls. */
const standIn = (mark: string): unknown => new Proxy({}, { get: (_, field) => `${mark}:${String(field)}` });

/** Each key factory by name with the part of its key it fixes (`['orders', 'detail']`); `all` roots aside. */
function fixedKeyParts(modules: Record<string, Record<string, unknown>>): Map<string, readonly unknown[]> {
  const fixed = new Map<string, readonly unknown[]>();
  const add = (name: string, factory: unknown) => {
    if (Array.isArray(factory)) return fixed.set(name, factory);
    if (typeof factory !== 'function') return;
    const a = (factory as (...args: unknown[]) => unknown[])(...Array.from({ length: 4 }, () => standIn('a')));
    const b = (factory as (...args: unknown[]) => unknown[])(...Array.from({ length: 4 }, () => standIn('b')));
    const same = a.findIndex((part, i) => part !== b[i]);
    fixed.set(name, same === -1 ? a : a.slice(0, same));
  };
  for (const [file, exports] of Object.entries(modules))
    for (const [name, value] of Object.entries(exports)) {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, factory] of Object.entries(value)) if (key !== 'all') add(`${name}.${key}`, factory);
      } else add(`${path.basename(file, '.ts')}.${name}`, value);
    }
  return fixed;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** An array literal where a key is given: `queryKey: [`, or a query client's key argument `(['`. */
const inlineKey = /queryKey:\s*\[|Quer(?:y|ies)(?:Data)?\(\s*\[/;

/** Factories whose fixed part (a root and a name at least) begins the keys of another factory. */
function clashesOf(fixed: Map<string, readonly unknown[]>): string[] {
  const all = [...fixed];
  return all.flatMap(([name, parts]) =>
    all
      .filter(([other, more]) => other !== name && parts.length >= 2 && parts.every((p, i) => more[i] === p))
      .map(([other]) => `${name} ${JSON.stringify(parts)} covers ${other}`),
  );
}

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

  it('no root and name is declared twice: no factory makes keys another factory makes', () => {
    const fixed = fixedKeyParts(keyModules);
    expect(fixed.size).toBeGreaterThan(40);
    expect(fixed.get('orderKeys.detail')).toEqual([queryRoots.orders, 'detail']);
    expect(clashesOf(fixed)).toEqual([]);
  });

  it('the check would catch a second factory of a key', () => {
    const planted = {
      'a.ts': { aKeys: { list: (query: unknown) => [queryRoots.stores, 'list', query] } },
      'b.ts': { bKeys: { stores: (query: unknown) => [queryRoots.stores, 'list', query] } },
      'c.ts': { cKeys: { slots: (id: unknown) => [queryRoots.stores, 'slots', id] } },
    };
    expect(clashesOf(fixedKeyParts(planted))).toEqual([
      'aKeys.list ["stores","list"] covers bKeys.stores',
      'bKeys.stores ["stores","list"] covers aKeys.list',
    ]);
  });
});
