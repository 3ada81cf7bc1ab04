import { z } from 'zod';
import { normaliseMalaysianMobile } from '../lib/phone';

/** A Malaysian mobile number in any common written form, normalised to E.164. */
export const malaysianMobile = z.string().transform((value, ctx) => {
  const e164 = normaliseMalaysianMobile(value);
  if (!e164) {
    ctx.addIssue({ code: 'custom', message: 'phoneFormat' });
    return z.NEVER;
  }
  return e164;
});

export const otpCode = z.string().regex(/^\d{6}$/, 'otpFormat');
/** Database row ids are 32-bit integers; larger numbers are refused as invalid input, not stored. */
export const MAX_DB_INT = 2_147_483_647;
export const companyId = z.number().int().positive().max(MAX_DB_INT);
export const id = z.number().int().positive().max(MAX_DB_INT);
export const sen = z.number().int().nonnegative();
export const pageRequest = {
  pageNo: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });

/**
 * A row's place in a list shown newest first (docs/architecture.md#size): its sort time exactly as
 * the database keeps it (microseconds, UTC; a JS Date would round it to milliseconds and a page could
 * skip or repeat rows of one millisecond), and its id, which orders rows of the same time.
 */
export interface PageKey {
  at: string;
  id: number;
}

const KEY_TIME = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The cursor the server hands out with a page: base64url of the last row's key, opaque to the app. */
export const encodePageCursor = (key: PageKey) =>
  btoa(`${key.at} ${key.id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A cursor back to its key, or null when it is not one the server could have made. */
export function decodePageCursor(cursor: string): PageKey | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const [at, idText, ...rest] = text.split(' ');
  if (rest.length > 0 || !at || !idText || !KEY_TIME.test(at) || !/^[1-9]\d{0,9}$/.test(idText)) return null;
  // a real instant: PostgreSQL refuses 2025-02-30, which Date would roll over into March
  const ms = Date.parse(at);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 19) !== at.slice(0, 19)) return null;
  const id = Number(idText);
  return id <= MAX_DB_INT ? { at, id } : null;
}

/** `after`: the `next` of the page before; read as the key it holds, a bad one refused as invalid input. */
export const pageCursor = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const key = decodePageCursor(value);
    if (!key) {
      // answered as any invalid field: "after is not valid"
      ctx.addIssue({ code: 'custom', message: 'not a page cursor' });
      return z.NEVER;
    }
    return key;
  });

/**
 * A page of a list that can grow to a million rows: by number as any list, or, going on from the
 * page before, after its last row (`after`), read through the list's index with no rows skipped on
 * the way. Page number and total stay what the screen shows.
 */
export const keyedPageRequest = { ...pageRequest, after: pageCursor.optional() };
/** A keyed list's page, with `next`: the cursor of its last row (null when the page is empty). */
export const keyedPageOf = <T extends z.ZodType>(item: T) => pageOf(item).extend({ next: z.string().nullable() });

export const roles = ['customer', 'sales', 'technician', 'manager', 'company'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
