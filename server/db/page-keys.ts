import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { encodePageCursor, type PageKey } from '../../src/shared/contract/fields';

/*
 * Lists that can grow to a million rows are shown newest first, by (time, id) descending, each
 * through an index in that order (docs/architecture.md#size). A page read by number skips every row
 * before it (OFFSET); the next page after one the app holds is read after its last row's key, so
 * the index is entered where the page starts and left after it.
 */

/**
 * The sort time as the key's exact text: microseconds, UTC, fixed width (so text order is time
 * order). A JS Date keeps milliseconds only, and a key rounded to them would skip rows.
 */
export const keyTimeOf = (time: AnyColumn) =>
  sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after `key` in a list shown by (time, id) descending; no condition without a key. */
export const afterKey = (time: AnyColumn, id: AnyColumn, key: PageKey | undefined): SQL | undefined =>
  key ? sql`(${time}, ${id}) < (${key.at}::timestamptz, ${key.id})` : undefined;

/** Rows in the list's order by their keys: time descending, then id descending (as the database sorts them). */
export const byKeyDescending = (a: PageKey, b: PageKey) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id - a.id);

/** `next` of a page: the cursor of its last row, null when it has none. */
export const nextCursorOf = (keys: PageKey[]) => {
  const last = keys[keys.length - 1];
  return last ? encodePageCursor(last) : null;
};

/** Where a page starts: after the key given, else `(pageNo - 1) * pageSize` rows in. */
export const pageStart = (q: { pageNo: number; pageSize: number; after?: PageKey | undefined }) =>
  q.after ? 0 : (q.pageNo - 1) * q.pageSize;
