import type { Db } from './client';

/**
 * Runs a fixed SQL text with positional parameters on the pool or on a transaction, as a named
 * prepared statement on PostgreSQL (parsed once per connection). Skips drizzle's query builder,
 * which cost about a quarter of a short call's CPU (decision 016); kept for the hot statements.
 */
export async function runPrepared<Row>(db: Db, name: string, text: string, params: unknown[]): Promise<Row[]> {
  const result = (await db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as {
    rows: Row[];
  };
  return result.rows;
}
