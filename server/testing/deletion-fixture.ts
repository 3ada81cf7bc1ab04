import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../db/raw-rows';
import type { Db } from '../db/client';
import type { Session, TestServer } from './harness';
import { api } from '../../tests/support/api';

/** The tables kept as issued after a deletion: the tax documents (docs/product.md#personal-data-deletion). */
export const KEPT_TAX_TABLES = ['receipts', 'einvoices'];

/** Sends the deletion code to the caller's own phone and reads it from the development SMS box. */
export async function deletionCode(server: TestServer, session: Session, phone: string) {
  const sent = await server.call(api.sendSms, { phone, scene: 'deleteAccount' }, { session });
  expect(sent.body.code, sent.body.msg).toBe(200);
  return server.latestOtp(phone);
}

/** Deletes the account as the app does: the code, then the confirm call. */
export async function deleteWithCode(server: TestServer, session: Session, phone: string, language = 'en_us') {
  const code = await deletionCode(server, session, phone);
  return server.call(api.accountDelete, { code }, { session, language });
}

/**
 * Every table that references users, directly or through a table that does (orders, work orders,
 * payments …), read from the database's own foreign keys.
 */
export async function tablesReferencingUsers(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`with recursive refs(oid) as (
        select 'public.users'::regclass::oid
        union
        select c.conrelid from pg_constraint c join refs r on c.confrelid = r.oid where c.contype = 'f'
      )
      select relname as name from pg_class where oid in (select oid from refs) order by 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * Where any of `needles` can still be read: every text, varchar and jsonb column (arrays as text) of
 * every table in the public schema, as `table.column: needle`.
 */
export async function personalTraces(db: Db, needles: string[], except: string[]): Promise<string[]> {
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column" from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
      order by 1, 2`,
  );
  const found: string[] = [];
  const tables = [...new Set(columns.map((c) => c.table))].filter((t) => !except.includes(t));
  // one statement per table, a yes/no per column and needle
  for (const table of tables) {
    const checks = columns
      .filter((c) => c.table === table)
      .flatMap(({ column }) =>
        needles.map((needle) => ({
          label: `${table}.${column}: ${needle}`,
          test: sql`coalesce(bool_or(position(lower(${needle}) in lower(${sql.identifier(column)}::text)) > 0), false)`,
        })),
      );
    const [row] = await rowsOf<{ hits: boolean[] }>(
      db,
      sql`select array[${sql.join(
        checks.map((c) => c.test),
        sql`, `,
      )}] as hits from ${sql.identifier(table)}`,
    );
    checks.forEach((check, i) => {
      if (row?.hits[i]) found.push(check.label);
    });
  }
  return found;
}
