import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gatewayEvents } from '../db/schema';
import type { PaymentDeps } from './payment-deps';
import type { GatewayEvent } from './gateway';
import { applyCheckoutVerdict, type VerdictOutcome } from './payment.service';
import { applyRefundVerdict } from './refund-settlement';

/** What handling one delivery did; 'duplicate' means the event had been handled before. */
export type EventOutcome = VerdictOutcome | 'duplicate' | 'ignored';

const subjectOf = (event: GatewayEvent) =>
  event.kind === 'checkout' ? event.reference : event.kind === 'refund' ? event.verdict.gatewayRefundId : null;

/** `refund-<id>` keys and plain ids both name our row; anything else is not ours. */
function refundRowId(key: string | null): number | null {
  const id = Number(key);
  return key && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Handles one verified event exactly once, whatever how often and how many at a time it comes: the
 * event is stored by its id in the transaction that applies it (a unique index), so a parallel
 * copy waits for the first and then finds it there. Events Roda does not need, and events about a
 * payment it does not know, are stored and change nothing.
 */
export async function handleGatewayEvent(
  db: Db,
  provider: string,
  event: GatewayEvent,
  now: Date,
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [stored] = await t
      .insert(gatewayEvents)
      .values({
        provider,
        eventId: event.id,
        type: event.type,
        subject: subjectOf(event),
        outcome: 'received',
        payload: event.payload as object,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: gatewayEvents.id });
    if (!stored) return 'duplicate';
    let outcome: EventOutcome = 'ignored';
    if (event.kind === 'checkout') outcome = await applyCheckoutVerdict(t, event.reference, event.verdict, now);
    if (event.kind === 'refund') {
      outcome = await applyRefundVerdict(
        t,
        { rowId: refundRowId(event.refundKey), gatewayRefundId: event.verdict.gatewayRefundId },
        event.verdict,
        now,
      );
    }
    await t.update(gatewayEvents).set({ outcome }).where(eq(gatewayEvents.id, stored.id));
    return outcome;
  });
}

/**
 * Verifies and handles one webhook delivery; answers the HTTP status the gateway should see: 400
 * for a forged, stale or malformed delivery (nothing changes), 200 for everything handled, stored
 * or not needed (so the gateway stops retrying). A fault answers 500, and the gateway retries.
 */
export async function receiveWebhook(deps: PaymentDeps, rawBody: string, signature: string) {
  const now = new Date();
  const event = deps.payments.verifyEvent(rawBody, signature, now);
  if (!event) {
    deps.log.warn({ gateway: deps.payments.name }, 'gateway event refused: bad or stale signature');
    return { status: 400 as const, outcome: 'refused' as const };
  }
  const outcome = await handleGatewayEvent(deps.database.db, deps.payments.name, event, now);
  if (outcome === 'unknown' || outcome === 'amountMismatch') {
    deps.log.error(
      { gateway: deps.payments.name, event: event.id, type: event.type, outcome },
      'gateway event changes nothing',
    );
  }
  if (outcome === 'refunded') await deps.refunds.sendDue();
  // the notices it recorded (payment received, refund news)
  if (outcome === 'applied' || outcome === 'refunded') deps.notifications.kick();
  return { status: 200 as const, outcome };
}
