import type { PGlite } from '@electric-sql/pglite';

/**
 * A statement that can change nothing: a plain SELECT without row locks, sequences or INTO. Anything
 * else counts as a write (a false alarm only costs a cached read).
 */
const PURE_READ =
  /^\s*select\b(?![\s\S]*\b(?:for\s+(?:no\s+key\s+)?update|for\s+(?:key\s+)?share|nextval|setval|into)\b)/i;

export const isPureRead = (sql: string) => PURE_READ.test(sql);

/**
 * Counts the writes finished on a PGlite database, which this process alone opens: every statement
 * that is not a pure read, and every transaction (committed or rolled back), adds one once it has
 * finished. A read that notes the count before it runs may keep its answer while the count stays the
 * same: nothing can have changed it (decision 016 part 5). While a transaction is open the count is
 * null: its own reads must see its own writes, which are counted only when it ends. PostgreSQL has no
 * such count: other processes write to it.
 */
export function countWrites(client: PGlite): () => number | null {
  let writes = 0;
  let open = 0;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (sql: string, ...rest: unknown[]) => {
    try {
      return await (query as (sql: string, ...rest: unknown[]) => Promise<unknown>)(sql, ...rest);
    } finally {
      if (!isPureRead(sql)) writes++;
    }
  }) as typeof client.query;
  client.exec = (async (...args: Parameters<typeof client.exec>) => {
    try {
      return await exec(...args);
    } finally {
      writes++;
    }
  }) as typeof client.exec;
  client.transaction = (async (...args: Parameters<typeof client.transaction>) => {
    open++;
    try {
      return await transaction(...args);
    } finally {
      open--;
      writes++;
    }
  }) as typeof client.transaction;
  return () => (open > 0 ? null : writes);
}
