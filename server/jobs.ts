import type { ServerDeps } from './http/context';
import { foldTallies } from './db/tallies';
import { pruneRateCounters } from './http/rate-limit';
import { ensureDashboardBackfill, foldDashboardFigures } from './office/dashboard/figures-fold';
import { runEinvoicePass } from './einvoice/einvoice-pass';
import { pruneKeys } from './idempotency/idempotency.service';
import { runDueNotices } from './notifications/scheduler';
import { runDataExports } from './privacy/export-job';
import { expireOverdueOrders, reconcilePayments } from './payments/reconcile';
import { runRetention } from './privacy/retention';
import { storageFor } from './uploads/storage';

/**
 * The server's timed work, in every process (each step is safe to run in several at once): unpaid
 * orders past their payment time have their checkouts cancelled at the gateway and give back their
 * place, stock and coupon; payments no event settled are asked about at the gateway
 * (reconciliation); refunds the gateway did not take yet are tried again, and those it is working
 * on asked about; timed notices are run and notices not sent yet are sent; ended months'
 * receipts are consolidated and e-invoices sent to LHDN and asked about; the rows of changes of the
 * order and work-order totals and of the dashboard's figures are folded; copies of people's data are
 * prepared, and removed when their time is up; old idempotency answers and rate windows are dropped;
 * personal data past its retention window is deleted (docs/decisions/027-personal-data.md).
 */
export function startBackgroundJobs(deps: ServerDeps): { stop(): void } {
  const { database, log } = deps;
  const every = (ms: number, name: string, job: () => Promise<unknown>) => {
    const run = () => void job().catch((error: unknown) => log.warn({ err: error }, `${name} failed`));
    run();
    const timer = setInterval(run, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    every(60_000, 'order expiry sweep', () => expireOverdueOrders(deps)),
    every(deps.config.paymentCheckSeconds * 1000, 'payment reconciliation', () => reconcilePayments(deps)),
    every(Math.min(30, deps.config.paymentCheckSeconds) * 1000, 'refund retry', () => deps.refunds.sendDue()),
    // timed notices (appointment reminders) due by now, then every notice not sent yet
    every(30_000, 'notice sweep', async () => {
      await runDueNotices(database, new Date());
      await deps.notifications.sendDue();
    }),
    every(deps.config.myinvois.checkSeconds * 1000, 'e-invoice pass', () =>
      runEinvoicePass(database, deps.einvoices, new Date()),
    ),
    every(60_000, 'tally fold', () => foldTallies(database.db)),
    // the first run after migration 0020 counts the orders written before its triggers, once
    every(60_000, 'dashboard figures fold', async () => {
      await ensureDashboardBackfill(database.db);
      await foldDashboardFigures(database.db);
    }),
    // copies of people's data asked for are prepared within seconds; those past their time removed
    every(5_000, 'data exports', () => runDataExports(database, deps.config.dataDir)),
    every(3_600_000, 'rate window prune', () => pruneRateCounters(database.db)),
    every(86_400_000, 'idempotency prune', () => pruneKeys(database.db)),
    // personal data kept only as long as needed (docs/decisions/027-personal-data.md)
    every(86_400_000, 'personal data retention', () => runRetention(database.db, storageFor(deps.config, database.db))),
  ];
  return { stop: () => timers.forEach(clearInterval) };
}
