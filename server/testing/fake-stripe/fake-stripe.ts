import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { FakeAccount } from './account';
import type { ApiContext, RequestLogEntry } from './api';
import { buildEvent, eventBody, type EventBody, type EventObjects, type EventType } from './events';
import { IdempotencyStore } from './idempotency';
import { newId, nowSeconds } from './ids';
import type { RefundOutcome, RequestContext } from './ledger';
import type { PayChoice } from './payment-attempts';
import { answerFault, serveRequest } from './serve-request';
import { assertLoopback, WebhookSender, type DeliverOptions, type Delivery, type SignOptions } from './webhooks';

export type { Delivery, DeliverOptions, RefundOutcome, RequestLogEntry, SignOptions };

/**
 * A local stand-in for Stripe's API, for tests only: the real `stripe` SDK talks to it over HTTP
 * on 127.0.0.1 (`new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })`), it serves a
 * hosted Checkout page for a browser, and it signs and POSTs webhook events to the app. Tests
 * steer it through the returned object (outages, withheld or repeated webhooks, refund outcomes).
 */
export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  webhookUrl?: string | null;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The account's API version, used for events and for requests naming none; the SDK's by default. */
  apiVersion?: string;
}

export interface FakeStripe {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly port: number;
  /** Where events are POSTed; null sends none. Loopback only. */
  webhookUrl: string | null;
  /** While true, new events wait in `withheld` until `deliverWithheld()`. */
  withholdWebhooks: boolean;
  /** The status a new refund takes. */
  refundOutcome: RefundOutcome;
  /** While true every /v1 call answers 500 api_error (an outage). */
  down: boolean;

  readonly events: Stripe.Event[];
  readonly deliveries: Delivery[];
  readonly withheld: Stripe.Event[];
  readonly requests: RequestLogEntry[];
  readonly sessions: ReadonlyMap<string, Stripe.Checkout.Session>;
  readonly paymentIntents: ReadonlyMap<string, Stripe.PaymentIntent>;
  readonly charges: ReadonlyMap<string, Stripe.Charge>;
  readonly balanceTransactions: ReadonlyMap<string, Stripe.BalanceTransaction>;
  readonly refunds: ReadonlyMap<string, Stripe.Refund>;

  /** What the Pay button does: the session completes, paid (events: PI succeeded, charge succeeded, session completed). */
  pay(sessionId: string, choice?: PayChoice): Stripe.Checkout.Session;
  /** What the Decline button does: the session stays open (event: payment_intent.payment_failed). */
  decline(sessionId: string, choice?: Pick<PayChoice, 'method'>): Stripe.Checkout.Session;
  /** Lets an open session run out, as Stripe does at its `expires_at` (event: checkout.session.expired). */
  expire(sessionId: string): Stripe.Checkout.Session;
  /** Moves a pending refund on: refund.updated, or refund.failed then refund.updated. */
  settleRefund(refundId: string, outcome: 'succeeded' | 'failed'): Stripe.Refund;
  /** Records and sends any event, e.g. one for a session that Stripe would never send, or a type Roda ignores. */
  emit<T extends EventType>(type: T, object: EventObjects[T]): Stripe.Event;
  /** POSTs one event `times` times at once, freshly signed unless `header` is given; answers the statuses. */
  deliver(event: Stripe.Event, options?: DeliverOptions): Promise<number[]>;
  /** Sends the withheld events in order; answers the statuses. */
  deliverWithheld(): Promise<number[]>;
  /** A Stripe-Signature header for a payload; another secret forges it, an old timestamp makes it stale. */
  signedHeader(payload: string, options?: SignOptions): string;
  /** Resolves when no webhook delivery is under way. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

class FakeStripeServer implements FakeStripe {
  readonly url: string;
  readonly port: number;
  withholdWebhooks = false;
  refundOutcome: RefundOutcome = 'succeeded';
  down = false;
  readonly events: Stripe.Event[] = [];
  readonly requests: RequestLogEntry[] = [];

  private hook: string | null = null;
  private readonly server: Server;
  private readonly apiVersion: string;
  private readonly account: FakeAccount;
  private readonly api: ApiContext;
  private readonly webhooks: WebhookSender;

  constructor(server: Server, options: FakeStripeOptions) {
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    this.url = `http://127.0.0.1:${this.port}`;
    this.apiVersion = options.apiVersion ?? Stripe.API_VERSION;
    this.webhookUrl = options.webhookUrl ?? null;
    this.webhooks = new WebhookSender(options.webhookSecret, () => ({
      url: this.hook,
      withhold: this.withholdWebhooks,
    }));
    this.account = new FakeAccount({
      baseUrl: () => this.url,
      refundOutcome: () => this.refundOutcome,
      emit: (body, request) => void this.record(body, request),
    });
    this.api = {
      secretKey: options.secretKey,
      apiVersion: this.apiVersion,
      account: this.account,
      idempotency: new IdempotencyStore(),
      isDown: () => this.down,
      log: (entry) => this.requests.push(entry),
    };
  }

  get webhookUrl(): string | null {
    return this.hook;
  }

  set webhookUrl(url: string | null) {
    if (url !== null) assertLoopback(url);
    this.hook = url;
  }

  get deliveries() {
    return this.webhooks.deliveries;
  }
  get withheld() {
    return this.webhooks.withheld;
  }
  get sessions() {
    return this.account.sessions;
  }
  get paymentIntents() {
    return this.account.paymentIntents;
  }
  get charges() {
    return this.account.charges;
  }
  get balanceTransactions() {
    return this.account.balanceTransactions;
  }
  get refunds() {
    return this.account.refunds;
  }

  pay(sessionId: string, choice: PayChoice = {}) {
    return this.account.pay(sessionId, choice);
  }

  decline(sessionId: string, choice: Pick<PayChoice, 'method'> = {}) {
    return this.account.decline(sessionId, choice).session;
  }

  expire(sessionId: string) {
    return this.account.expireSession(sessionId, null);
  }

  settleRefund(refundId: string, outcome: 'succeeded' | 'failed') {
    return this.account.settleRefund(refundId, outcome);
  }

  emit<T extends EventType>(type: T, object: EventObjects[T]): Stripe.Event {
    // The signature pairs the type with its object for the caller. TypeScript cannot widen that
    // generic pair to the union of all pairs by itself, so the body is built at the union type.
    return this.record(eventBody<EventType>(type, object), null);
  }

  deliver(event: Stripe.Event, options?: DeliverOptions) {
    return this.webhooks.deliver(event, options);
  }

  deliverWithheld() {
    return this.webhooks.deliverWithheld();
  }

  signedHeader(payload: string, options?: SignOptions) {
    return this.webhooks.signedHeader(payload, options);
  }

  idle() {
    return this.webhooks.idle();
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      // the SDK keeps connections alive; without this close would wait for them to time out
      this.server.closeAllConnections();
    });
    await this.idle();
  }

  /** Every event is kept as it was when it happened: later changes to the object do not reach it. */
  private record(body: EventBody, request: RequestContext | null): Stripe.Event {
    const event = buildEvent(
      {
        id: newId('evt_'),
        created: nowSeconds(),
        apiVersion: this.apiVersion,
        pendingWebhooks: this.webhooks.endpoints(),
        request: { id: request?.id ?? null, idempotency_key: request?.idempotencyKey ?? null },
      },
      structuredClone(body),
    );
    this.events.push(event);
    this.webhooks.dispatch(event);
    return event;
  }

  handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    return serveRequest(this.url, this.api, request, response);
  }
}

/** Starts the fake on 127.0.0.1; `close()` it when the test is done. */
export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  let fake: FakeStripeServer | null = null;
  const server = createServer((request, response) => {
    if (!fake) {
      response.writeHead(503).end();
      return;
    }
    fake.handle(request, response).catch((error: unknown) => answerFault(request, response, error));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  fake = new FakeStripeServer(server, options);
  return fake;
}
