import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { einvoices, receipts, type EInvoiceProblem } from '../db/schema';
import type { Logger } from '../log';
import { companyComplete, readCompany } from '../receipts/company';
import { documentOf } from './document-of';
import { MyInvoisRateLimited } from './myinvois/errors';
import type { MyInvoisClient } from './myinvois/types';
import { documentBytes } from './ubl/build';

type EInvoiceRow = typeof einvoices.$inferSelect;

/** How long one process may hold a document it is sending or asking about. */
const LEASE_MS = 2 * 60_000;
const PASS_LIMIT = 50;
/** LHDN validates within seconds to minutes: ask at 3 s, then less and less often, at most hourly. */
export const pollMs = (attempts: number) => Math.min(3_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
const retryMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
/** Settings not filled in yet: look again every 10 minutes without counting it as a failure. */
const SETTINGS_WAIT_MS = 10 * 60_000;

/** A document with something to do now: to send, to ask about, or to cancel. */
const due = (now: Date) =>
  and(
    lte(einvoices.nextAttemptAt, now),
    or(
      eq(einvoices.state, 'waiting'),
      eq(einvoices.state, 'submitted'),
      and(eq(einvoices.state, 'valid'), isNotNull(einvoices.cancelReason), isNull(einvoices.cancelledAt)),
    ),
  );

async function claim(database: Database, now: Date): Promise<EInvoiceRow | null> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(einvoices)
      .where(due(now))
      .orderBy(asc(einvoices.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const claimed = { attempts: row.attempts + 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS) };
    await tx.update(einvoices).set(claimed).where(eq(einvoices.id, row.id));
    return { ...row, ...claimed };
  });
}

/** Records an answer only while the row is still in the state it was claimed in (a person may have acted). */
async function record(db: Db, row: EInvoiceRow, changes: Partial<EInvoiceRow>) {
  await db
    .update(einvoices)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(einvoices.id, row.id), eq(einvoices.state, row.state)));
}

async function send(db: Db, client: MyInvoisClient, row: EInvoiceRow, now: Date) {
  const company = await readCompany(db);
  if (!companyComplete(company)) {
    await record(db, row, {
      lastError: 'settingsIncomplete',
      attempts: 0,
      nextAttemptAt: new Date(now.getTime() + SETTINGS_WAIT_MS),
    });
    return;
  }
  const bytes = documentBytes(await documentOf(db, row));
  await record(db, row, { json: bytes.json, sha256: bytes.sha256 });
  const answer = await client.submit([{ codeNumber: row.codeNumber, bytes }]);
  if (answer.kind === 'duplicate') {
    await record(db, row, { nextAttemptAt: new Date(now.getTime() + answer.retryAfterSeconds * 1000) });
    return;
  }
  const accepted = answer.accepted.find((a) => a.codeNumber === row.codeNumber);
  if (accepted && answer.submissionUid) {
    await record(db, row, {
      state: 'submitted',
      uuid: accepted.uuid,
      submissionUid: answer.submissionUid,
      submittedAt: now,
      problems: [],
      lastError: null,
      attempts: 1,
      nextAttemptAt: new Date(now.getTime() + pollMs(1)),
    });
    return;
  }
  const rejected = answer.rejected.find((r) => r.codeNumber === row.codeNumber);
  const problems: EInvoiceProblem[] = rejected
    ? [{ code: rejected.code, message: rejected.message, target: null }, ...rejected.details]
    : [{ code: 'unanswered', message: 'LHDN neither accepted nor rejected the document', target: null }];
  await record(db, row, { state: 'invalid', problems, lastError: null });
}

async function ask(db: Db, client: MyInvoisClient, row: EInvoiceRow, now: Date) {
  if (!row.uuid) return;
  const details = await client.getDocumentDetails(row.uuid);
  if (details.status === 'Valid') {
    await record(db, row, {
      state: 'valid',
      longId: details.longId,
      validatedAt: details.validatedAt ?? now,
      lastError: null,
    });
  } else if (details.status === 'Invalid') {
    const problems = details.errors.map((e) => ({
      code: e.code,
      message: `${e.step}: ${e.message}`,
      target: e.target,
    }));
    await record(db, row, { state: 'invalid', problems, lastError: null });
  } else if (details.status === 'Cancelled') {
    await record(db, row, { state: 'cancelled', cancelledAt: details.cancelledAt ?? now });
  } else {
    await record(db, row, { nextAttemptAt: new Date(now.getTime() + pollMs(row.attempts)) });
  }
}

async function cancel(
  db: Db,
  client: MyInvoisClient,
  row: EInvoiceRow,
  now: Date,
  onRefused: (row: EInvoiceRow) => Promise<void>,
) {
  if (!row.uuid || !row.cancelReason) return;
  const answer = await client.cancel(row.uuid, row.cancelReason);
  if (answer.kind === 'cancelled') {
    await record(db, row, { state: 'cancelled', cancelledAt: now, lastError: null });
    // the cancelled e-invoice is what documents the refund: its refund document needs no note
    const [sale] = await db
      .select({ id: receipts.id })
      .from(receipts)
      .where(and(eq(receipts.einvoiceId, row.id), eq(receipts.kind, 'receipt')));
    if (sale)
      await db
        .update(receipts)
        .set({ einvoiceId: row.id })
        .where(and(eq(receipts.citesReceiptId, sale.id), eq(receipts.kind, 'refund')));
    return;
  }
  // past LHDN's 72 hours: the refund is documented by a refund note instead
  await record(db, row, { cancelReason: null, lastError: `${answer.code}: ${answer.message}` });
  await onRefused(row);
}

export interface EInvoiceSender {
  /** Sends, asks about and cancels every document that is due; resolves with how many it handled. */
  sendDue(): Promise<number>;
}

/**
 * Sends e-invoices outside any transaction: claim one (a lease with SKIP LOCKED, so any number of
 * processes share the work and none sends a document another holds), call MyInvois, record the
 * answer. A crash between the call and the record is retried after the lease; LHDN refuses the
 * same bytes within 10 minutes (422) and a second document of one code number, so nothing counts twice.
 */
export function createEInvoiceSender(
  database: Database,
  client: MyInvoisClient,
  log: Logger,
  onCancelRefused: (row: EInvoiceRow) => Promise<void>,
): EInvoiceSender {
  const { db } = database;
  async function handle(row: EInvoiceRow, now: Date) {
    if (row.state === 'waiting') return send(db, client, row, now);
    if (row.state === 'submitted') return ask(db, client, row, now);
    return cancel(db, client, row, now, onCancelRefused);
  }
  return {
    async sendDue() {
      let handled = 0;
      for (let i = 0; i < PASS_LIMIT; i++) {
        const now = new Date();
        const row = await claim(database, now);
        if (!row) break;
        handled++;
        try {
          await handle(row, now);
        } catch (error) {
          const limited = error instanceof MyInvoisRateLimited;
          const wait = limited ? error.retryAfterSeconds * 1000 : retryMs(row.attempts);
          const message = error instanceof Error ? error.message : String(error);
          log.warn({ einvoice: row.codeNumber, err: message }, 'e-invoice call failed; it will be tried again');
          await record(db, row, { lastError: message, nextAttemptAt: new Date(Date.now() + wait) }).catch(
            () => undefined,
          );
          if (limited) break;
        }
      }
      return handled;
    },
  };
}
