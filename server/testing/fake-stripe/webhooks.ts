import { setImmediate as nextTurn } from 'node:timers/promises';
import Stripe from 'stripe';

/** One POST of an event to the webhook URL: the receiver's status (0: no answer) and its body. */
export interface Delivery {
  eventId: string;
  status: number;
  body: string;
}

export interface DeliverOptions {
  /** How many copies to POST at once, as Stripe does when it retries while a first try hangs. */
  times?: number;
  /** A Stripe-Signature to send instead of a fresh one (a forged or stale header). */
  header?: string;
}

export interface SignOptions {
  /** Seconds since the epoch; now when not given (an old one makes a stale header). */
  timestamp?: number;
  /** Another secret than the endpoint's (a forged header). */
  secret?: string;
}

/** Stripe gives up on a delivery that takes longer; a test's receiver that hangs must not hang the fake. */
const DELIVERY_TIMEOUT_MS = 10_000;

/** The fake only ever talks to this machine. */
export function assertLoopback(url: string): void {
  const { hostname, protocol } = new URL(url);
  if (protocol !== 'http:' || !['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) {
    throw new Error(`the fake Stripe delivers webhooks only to http://127.0.0.1 (got ${url})`);
  }
}

/**
 * Sends events to the webhook URL as Stripe does: a JSON POST signed with the endpoint's secret in
 * `Stripe-Signature` (by the SDK's own `generateTestHeaderString`), one attempt, no retries. New
 * events go one at a time in the order they happened, so a test sees a deterministic sequence.
 */
export class WebhookSender {
  readonly deliveries: Delivery[] = [];
  readonly withheld: Stripe.Event[] = [];
  private readonly secret: string;
  private readonly target: () => { url: string | null; withhold: boolean };
  private readonly inFlight = new Set<Promise<unknown>>();
  private queue: Promise<void> = Promise.resolve();

  constructor(secret: string, target: () => { url: string | null; withhold: boolean }) {
    this.secret = secret;
    this.target = target;
  }

  /** How many endpoints a new event waits for (its `pending_webhooks`). */
  endpoints(): number {
    const { url, withhold } = this.target();
    return url !== null || withhold ? 1 : 0;
  }

  /** A new event: queued behind the others, sent on a later turn (after the API has answered). */
  dispatch(event: Stripe.Event): void {
    const { url, withhold } = this.target();
    if (withhold) {
      this.withheld.push(event);
      return;
    }
    if (url === null) return;
    this.queue = this.queue.then(async () => {
      await nextTurn();
      await this.post(url, event);
    });
    this.track(this.queue);
  }

  /** Sends the withheld events in the order they happened; answers the receiver's statuses. */
  deliverWithheld(): Promise<number[]> {
    const url = this.requireUrl();
    const events = this.withheld.splice(0);
    const sent = this.queue.then(async () => {
      const statuses: number[] = [];
      for (const event of events) statuses.push(await this.post(url, event));
      return statuses;
    });
    this.queue = sent.then(() => undefined);
    return this.track(sent);
  }

  /** POSTs one event `times` times at once; answers the statuses in the order the copies were sent. */
  deliver(event: Stripe.Event, options: DeliverOptions = {}): Promise<number[]> {
    const url = this.requireUrl();
    const copies = Array.from({ length: options.times ?? 1 }, () => this.post(url, event, options.header));
    return this.track(Promise.all(copies));
  }

  signedHeader(payload: string, options: SignOptions = {}): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.secret,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
  }

  /** Resolves once no delivery is under way (including ones queued while waiting). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private requireUrl(): string {
    const { url } = this.target();
    if (url === null) throw new Error('the fake Stripe has no webhookUrl to deliver to');
    return url;
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  private async post(url: string, event: Stripe.Event, header?: string): Promise<number> {
    // Stripe sends the event pretty-printed; the signature covers these exact bytes
    const payload = JSON.stringify(event, null, 2);
    let delivery: Delivery;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': header ?? this.signedHeader(payload),
          'user-agent': 'Stripe/1.0 (fake; Roda tests)',
        },
        body: payload,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      delivery = { eventId: event.id, status: response.status, body: await response.text() };
    } catch (error) {
      delivery = { eventId: event.id, status: 0, body: error instanceof Error ? error.message : String(error) };
    }
    this.deliveries.push(delivery);
    return delivery.status;
  }
}
