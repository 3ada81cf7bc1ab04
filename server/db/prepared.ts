import type { Db } from './client';

/**
 * Runs a fixed SQL text with positional parameters on the pool or on a transaction, as a named
 * prepared statement on PostgreSQL (parsed once per connection), without drizzle's query builder.
 * Kept for the hot statements: run this way, the feedback insert took the write from 959 to 1606
 * req/s on PostgreSQL (docs/decisions/016-notes/lab-notebook.md#part-2).
 */
export async function runPrepared<Row>(db: Db, name: string, text: string, params: unknown[]): Promise<Row[]> {
  const result = (await db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as {
    rows: Row[];
  };
  return result.rows;
}
