import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of a raw statement, typed by the caller (both drivers answer `{ rows }`), on a database or in a transaction. */
export async function rowsOf<R>(db: Pick<Db, 'execute'>, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}
