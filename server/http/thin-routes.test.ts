import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Decision 015: a route file parses, calls a service and answers. Queries and transactions sit in
 * the area's services and queries, so a route file neither calls the database nor builds a query.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATABASE_CALL =
  /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|transaction|query|with)\b/;
const DATABASE_IMPORT = /from\s+['"](?:[./]*db\/client|drizzle-orm(?:\/[\w-]+)?)['"]/;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceDir(entry.name) ? routeFiles(full) : [];
    return entry.name.endsWith('.routes.ts') ? [full] : [];
  });
}
const sourceDir = (name: string) => !['node_modules', 'seed', 'migrations'].includes(name);

describe('route files stay thin', () => {
  const files = routeFiles(serverDir).map((file) => ({
    name: path.relative(serverDir, file).split(path.sep).join('/'),
    text: readFileSync(file, 'utf8'),
  }));

  it('finds the route files', () => {
    expect(files.map((f) => f.name)).toEqual(
      expect.arrayContaining(['orders/orders.routes.ts', 'staff/staff.routes.ts']),
    );
  });

  it('no route file calls the database', () => {
    expect(files.filter((f) => DATABASE_CALL.test(f.text)).map((f) => f.name)).toEqual([]);
  });

  it('no route file imports the database client or the query builder', () => {
    expect(files.filter((f) => DATABASE_IMPORT.test(f.text)).map((f) => f.name)).toEqual([]);
  });

  it('the scan finds a database call and a database import', () => {
    expect(DATABASE_CALL.test('const [row] = await ctx.db\n      .select()\n      .from(orders)')).toBe(true);
    expect(DATABASE_CALL.test('await deps.database.db.transaction(async (tx) => {')).toBe(true);
    expect(DATABASE_CALL.test('await tx.insert(uploads).values(row)')).toBe(true);
    expect(DATABASE_CALL.test('(input, ctx) => addToCart(ctx.db, userId(ctx.user), input)')).toBe(false);
    expect(DATABASE_IMPORT.test("import type { Db } from '../db/client';")).toBe(true);
    expect(DATABASE_IMPORT.test("import { and, eq } from 'drizzle-orm';")).toBe(true);
    expect(DATABASE_IMPORT.test("import { mountCall } from '../http/mount-call';")).toBe(false);
  });
});
