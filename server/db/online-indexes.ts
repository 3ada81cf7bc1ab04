import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Indexes on big tables are built after the migrations, one statement at a time and outside any
 * transaction, so that on PostgreSQL they can be built CONCURRENTLY: the servers still running keep
 * taking orders while an index grows over a million of them (docs/decisions/024-chain-size.md).
 * The drizzle migrator runs every pending migration in one transaction, where CONCURRENTLY is refused.
 *
 * Each file of ./online-indexes holds `CREATE [UNIQUE] INDEX IF NOT EXISTS "name" ON ...;` statements
 * separated by `--> statement-breakpoint`, numbered like the migration that declared them.
 */

export const onlineIndexesFolder = fileURLToPath(new URL('./online-indexes', import.meta.url));

export interface OnlineIndex {
  /** The file it came from, for messages. */
  file: string;
  name: string;
  /** The statement as written (for PGlite, which has one connection and nothing to keep running). */
  statement: string;
  /** The same statement with CONCURRENTLY, for PostgreSQL. */
  concurrently: string;
}

const shape = /^CREATE\s+(UNIQUE\s+)?INDEX\s+IF\s+NOT\s+EXISTS\s+"([a-z0-9_]+)"\s+ON\s/i;

/** Every statement of the folder, in file order; a statement of another shape is refused loudly. */
export function readOnlineIndexes(folder = onlineIndexesFolder): OnlineIndex[] {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return files.flatMap((file) =>
    readFileSync(path.join(folder, file), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) =>
        s
          .split('\n')
          .filter((line) => !line.trim().startsWith('--'))
          .join('\n')
          .trim(),
      )
      .filter((s) => s.length > 0)
      .map((statement) => {
        const match = shape.exec(statement);
        if (!match?.[2])
          throw new Error(`${file}: only CREATE [UNIQUE] INDEX IF NOT EXISTS "name" ON ... belongs here: ${statement}`);
        return {
          file,
          name: match[2],
          statement,
          concurrently: statement.replace(/^CREATE\s+(UNIQUE\s+)?INDEX/i, (head) => `${head} CONCURRENTLY`),
        };
      }),
  );
}

/** Runs one SQL statement on its own (no transaction) and returns its rows. */
export type RunSql = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Builds the indexes that are missing. On PostgreSQL, concurrently; an index left invalid by a build
 * that was interrupted (a process stopped mid-way) is dropped and built again, since IF NOT EXISTS
 * would keep it and the planner never uses an invalid index.
 */
export async function applyOnlineIndexes(
  run: RunSql,
  kind: 'pglite' | 'postgres',
  indexes = readOnlineIndexes(),
): Promise<string[]> {
  const built: string[] = [];
  for (const index of indexes) {
    if (kind === 'pglite') {
      await run(index.statement);
      continue;
    }
    const { rows } = await run(
      `select i.indisvalid as valid from pg_class c join pg_index i on i.indexrelid = c.oid
        where c.relname = $1 and c.relnamespace = 'public'::regnamespace`,
      [index.name],
    );
    const existing = rows[0];
    if (existing && existing.valid === true) continue;
    if (existing) await run(`DROP INDEX CONCURRENTLY IF EXISTS "${index.name}"`);
    await run(index.concurrently);
    built.push(index.name);
  }
  return built;
}
