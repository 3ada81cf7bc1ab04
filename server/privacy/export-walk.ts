import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { PHONE_COLUMNS, STAFF_REFERENCES, withoutSecrets } from './export-tables';

/*
 * The walk of a copy of someone's data (docs/product.md#personal-data-export): from the person's
 * `users` row along every foreign key of the database's catalogue (read at run time, so a table
 * added later is in the copy without anyone listing it), to the rows that reference the person and
 * on to the rows that reference those (an order's lines and payments through the order).
 */

/** One single-column foreign key: `child.column` references `parent.parentColumn`. */
export interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  parentColumn: string;
}

/** One table of the walk: the references it is reached by, and the phone column it is matched on. */
export interface WalkStep {
  table: string;
  by: ForeignKey[];
  phoneColumn: string | null;
}

/** Every foreign key of the public schema; a key over several columns is refused (none exists). */
export async function readForeignKeys(db: Pick<Db, 'execute'>): Promise<ForeignKey[]> {
  const rows = await rowsOf<ForeignKey & { columns: number }>(
    db,
    sql`select child.relname as child, a.attname as "column", parent.relname as parent,
          pa.attname as "parentColumn", array_length(c.conkey, 1) as columns
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
        where c.contype = 'f' and n.nspname = current_schema()
        order by child.relname, a.attname`,
  );
  const wide = rows.find((row) => Number(row.columns) !== 1);
  if (wide) throw new Error(`the export walk follows single-column references only: ${wide.child}.${wide.column}`);
  return rows.map(({ child, column, parent, parentColumn }) => ({ child, column, parent, parentColumn }));
}

/** The references the walk follows: not those naming the person as staff, never back into `users`. */
export const followed = (key: ForeignKey) =>
  key.child !== 'users' && !(`${key.child}.${key.column}` in STAFF_REFERENCES);

/**
 * The tables of a person's copy in an order where each comes after every table it is reached
 * through, `users` first, then the tables matched by phone number. Pure, for its unit test.
 */
export function walkPlan(keys: ForeignKey[], phoneColumns: Record<string, string> = PHONE_COLUMNS): WalkStep[] {
  const edges = keys.filter(followed);
  const reached = new Set(['users']);
  for (let grew = true; grew;) {
    grew = false;
    for (const edge of edges) {
      if (reached.has(edge.parent) && !reached.has(edge.child)) {
        reached.add(edge.child);
        grew = true;
      }
    }
  }
  const into = (table: string) => edges.filter((edge) => edge.child === table && reached.has(edge.parent));
  const steps: WalkStep[] = [{ table: 'users', by: [], phoneColumn: null }];
  const done = new Set(['users']);
  const waiting = [...reached].filter((table) => table !== 'users').sort();
  while (waiting.length > 0) {
    const next = waiting.findIndex((table) => into(table).every((edge) => done.has(edge.parent)));
    if (next < 0) throw new Error(`the export walk meets a cycle among: ${waiting.join(', ')}`);
    const [table] = waiting.splice(next, 1) as [string];
    steps.push({ table, by: into(table), phoneColumn: phoneColumns[table] ?? null });
    done.add(table);
  }
  for (const [table, column] of Object.entries(phoneColumns).sort()) {
    if (!done.has(table)) steps.push({ table, by: [], phoneColumn: column });
  }
  return steps;
}

export type Row = Record<string, unknown>;

/** Every row of the person's copy, by table, secrets left out; tables without rows are listed empty. */
export async function collectPersonRows(db: Db, userId: number): Promise<Map<string, Row[]>> {
  const plan = walkPlan(await readForeignKeys(db));
  const found = new Map<string, Row[]>();
  const person = await rowsOf<Row>(db, sql`select * from users where id = ${userId}`);
  if (person.length === 0) throw new Error(`no user ${userId}`);
  const phone = String(person[0]?.phone ?? '');
  for (const step of plan) {
    const rows = step.table === 'users' ? person : await stepRows(db, step, found, phone);
    found.set(step.table, rows);
  }
  return new Map([...found].map(([table, rows]) => [table, rows.map((row) => withoutSecrets(table, row))]));
}

async function stepRows(db: Db, step: WalkStep, found: Map<string, Row[]>, phone: string): Promise<Row[]> {
  const conditions: SQL[] = [];
  for (const edge of step.by) {
    const values = [...new Set((found.get(edge.parent) ?? []).map((row) => row[edge.parentColumn]))].filter(
      (value) => value !== null && value !== undefined,
    );
    if (values.length > 0) conditions.push(sql`${sql.identifier(edge.column)} in ${values}`);
  }
  if (step.phoneColumn && phone) conditions.push(sql`${sql.identifier(step.phoneColumn)} = ${phone}`);
  if (conditions.length === 0) return [];
  return rowsOf<Row>(
    db,
    sql`select * from ${sql.identifier(step.table)} where ${sql.join(conditions, sql` or `)} order by 1`,
  );
}
