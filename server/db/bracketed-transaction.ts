import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './client';

/**
 * A fixed SQL text with `$1`-style parameters: strings and whole numbers only. On PostgreSQL they
 * are written into the text (`inline`), so the text must hold no `$n` of its own (in a quoted
 * string or a dollar-quoted body). A statement with a `name` is prepared once per connection
 * (SQL PREPARE) and run as `EXECUTE name(...)`: PostgreSQL then plans it once per connection, not
 * on every call (pgbench on the session's check: 13.7k tps as simple queries, 30.1k prepared;
 * docs/decisions/016-server-speed.md#part-7). A name must be a plain identifier, unique to its
 * text, and not one `runPrepared` uses.
 */
export interface Statement {
  text: string;
  params: readonly (string | number)[];
  name?: string;
}

/** What a bracketed transaction's work returns: its value and the statement to commit with. */
export interface BracketedOutcome<T> {
  value: T;
  last: Statement | null;
}

/**
 * Runs `work` in one transaction with first statements sent together with BEGIN and a last one
 * together with COMMIT, and hands `work` each first statement's rows, in order. On PostgreSQL each
 * group is one simple-protocol query, so one round trip instead of several (decision 016 parts 6 and
 * 7: a short write spends most of its time in round trips to the database, the session's check and
 * the idempotency key's claim and answer among them). `work` gets a transaction like drizzle's own:
 * nested transactions are savepoints. On PGlite, where a round trip is a function call, the
 * statements run one by one.
 */
export async function bracketedTransaction<T>(
  database: Database,
  first: readonly Statement[],
  work: (tx: Db, firstRows: Record<string, unknown>[][]) => Promise<BracketedOutcome<T>>,
): Promise<T> {
  if (database.kind !== 'postgres') {
    return database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const rows: Record<string, unknown>[][] = [];
      for (const statement of first) rows.push(await runStatement(db, statement));
      const outcome = await work(db, rows);
      if (outcome.last) await runStatement(db, outcome.last);
      return outcome.value;
    });
  }
  // drizzle's NodePgSession.transaction, with BEGIN and COMMIT carrying statements
  const poolSession = database.db._.session as unknown as PoolSession;
  const client = await poolSession.client.connect();
  // a connection whose ROLLBACK failed, or whose prepared statements are not known, is in an
  // unknown state: the pool closes it instead of lending it again
  let broken: Error | undefined;
  const run = async (before: string | null, statements: readonly Statement[], after: string | null) => {
    const batch = batchOf(client, before, statements, after);
    try {
      const results = (await client.query(batch.text)) as unknown as pg.QueryResult | pg.QueryResult[];
      batch.prepared();
      const all = Array.isArray(results) ? results : [results];
      return batch.positions.map((at) => all[at]?.rows ?? []);
    } catch (error) {
      if (batch.prepares) broken = error as Error;
      throw error;
    }
  };
  try {
    const session = new NodePgSession(client, poolSession.dialect, poolSession.schema, poolSession.options);
    const tx = new NodePgTransaction(poolSession.dialect, session, poolSession.schema) as unknown as Db;
    try {
      const rows = await run('begin', first, null);
      const outcome = await work(tx, rows);
      await run(null, outcome.last ? [outcome.last] : [], 'commit');
      return outcome.value;
    } catch (error) {
      // the work's own error is what the caller hears, also when the connection is gone
      await client.query('rollback').catch((rollbackError: Error) => {
        broken ??= rollbackError;
      });
      throw error;
    }
  } finally {
    client.release(broken);
  }
}

/** The names each connection has prepared (SQL PREPARE lasts as long as the connection, whatever rolls back). */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * One simple-protocol query of `statements` between `before` and `after` (BEGIN, COMMIT): a named
 * statement the connection has not prepared yet is prepared first. Gives the index of each
 * statement's result among the query's results, how many PREPAREs it holds, and what to note once
 * it has run.
 */
function batchOf(client: pg.PoolClient, before: string | null, statements: readonly Statement[], after: string | null) {
  let known = preparedOn.get(client);
  if (!known) preparedOn.set(client, (known = new Set()));
  const parts: string[] = before ? [before] : [];
  const positions: number[] = [];
  const preparing: string[] = [];
  for (const statement of statements) {
    const { name } = statement;
    if (name && !known.has(name) && !preparing.includes(name)) {
      parts.push(`prepare ${name} as ${statement.text}`);
      preparing.push(name);
    }
    positions.push(parts.length);
    parts.push(name ? executeOf(statement, name) : inline(statement));
  }
  if (after) parts.push(after);
  return {
    text: parts.join('; '),
    positions,
    prepares: preparing.length,
    prepared: () => preparing.forEach((name) => known.add(name)),
  };
}

/** The parts of drizzle's pool session a transaction is made of (as its own transaction() uses them). */
interface PoolSession {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

async function runStatement(db: Db, statement: Statement): Promise<Record<string, unknown>[]> {
  const result = (await db._.session
    .prepareQuery({ sql: statement.text, params: [...statement.params] }, undefined, undefined, false)
    .execute()) as { rows: Record<string, unknown>[] };
  return result.rows;
}

/**
 * The statement with its parameters written in as literals, for the simple protocol (which takes
 * no parameters): text quoted by pg's own escaping, numbers only when they are whole.
 */
export function inline({ text, params }: Statement): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1], n));
}

/** `EXECUTE name(...)` of a prepared statement, its parameters written in as literals. */
export function executeOf({ params }: Statement, name: string): string {
  return `execute ${name}(${params.map((value, i) => literal(value, String(i + 1))).join(', ')})`;
}

function literal(value: string | number | undefined, n: string): string {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`parameter $${n} is not a whole number`);
    return String(value);
  }
  if (typeof value !== 'string') throw new Error(`parameter $${n} is missing`);
  return pg.escapeLiteral(value);
}
