import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { FakeAccount, type PayChoice, type RefundOutcome, type RequestContext } from './account';
import { handleApi, type RequestLogEntry } from './api';
import { parseForm, type FormObject } from './form-body';
import { renderCheckoutPage, renderClosedPage, renderMissingPage, renderPaidPage } from './hosted-page';
import { IdempotencyStore } from './idempotency';
import { fpxBankNamed, isFakeMethod } from './methods';
import { buildEvent, eventBody, type EventBody, type EventObjects, type EventType } from './events';
import { newId, nowSeconds } from './ids';
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

/** Request bodies are small forms; anything larger is refused rather than buffered. */
const MAX_BODY_BYTES = 1024 * 1024;

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

/** A browser's form; one that cannot be read counts as empty (the page then asks again). */
function formOf(body: string): FormObject {
  try {
    return parseForm(body);
  } catch {
    return parseForm('');
  }
}

/** The method and bank the payer picked, kept only when the session offers them. */
function pageChoice(session: Stripe.Checkout.Session, method?: string, bank?: string): PayChoice {
  const offered = session.payment_method_types.find((type) => type === method);
  const choice: PayChoice = offered && isFakeMethod(offered) ? { method: offered } : {};
  const fpx = (choice.method ?? session.payment_method_types[0]) === 'fpx';
  const known = bank === undefined ? undefined : fpxBankNamed(bank);
  if (fpx && known) choice.bank = known.code;
  return choice;
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
  private readonly options: FakeStripeOptions;
  private readonly apiVersion: string;
  private readonly account: FakeAccount;
  private readonly idempotency = new IdempotencyStore();
  private readonly webhooks: WebhookSender;

  constructor(server: Server, options: FakeStripeOptions) {
    this.server = server;
    this.options = options;
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

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = new URL(request.url ?? '/', this.url);
    const body = await readBody(request);
    if (body === null) {
      response.writeHead(413).end();
      return;
    }
    if (target.pathname.startsWith('/v1/')) {
      const answer = handleApi(
        {
          secretKey: this.options.secretKey,
          apiVersion: this.apiVersion,
          account: this.account,
          idempotency: this.idempotency,
          isDown: () => this.down,
          log: (entry) => this.requests.push(entry),
        },
        {
          method: request.method ?? 'GET',
          path: target.pathname,
          query: target.search.slice(1),
          headers: request.headers,
          body,
        },
      );
      response.writeHead(answer.status, answer.headers).end(answer.body);
      return;
    }
    const page = /^\/c\/pay\/([^/]+)$/.exec(target.pathname);
    if (page && (request.method === 'GET' || request.method === 'POST')) {
      this.hostedPage(request.method, decodeURIComponent(page[1] ?? ''), body, response);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }

  /** The payer's browser: GET shows the page, POST is the Pay or Decline button. */
  private hostedPage(method: string, sessionId: string, body: string, response: ServerResponse): void {
    const session = this.account.sessions.has(sessionId) ? this.account.session(sessionId) : null;
    if (!session) return sendHtml(response, 404, renderMissingPage());
    if (session.status !== 'open') return sendHtml(response, 200, renderClosedPage(session));
    const lineItems = this.account.lineItems(sessionId);
    if (method === 'GET') return sendHtml(response, 200, renderCheckoutPage({ session, lineItems }));

    const form = formOf(body);
    const field = (name: string) => (typeof form[name] === 'string' ? form[name] : undefined);
    const choice = pageChoice(session, field('method'), field('bank'));
    const outcome = field('outcome');
    if (outcome === 'pay') {
      const paid = this.account.pay(sessionId, choice);
      if (!paid.success_url) return sendHtml(response, 200, renderPaidPage(paid));
      response.writeHead(303, { location: paid.success_url.replaceAll('{CHECKOUT_SESSION_ID}', paid.id) }).end();
      return;
    }
    if (outcome === 'decline') {
      const { message } = this.account.decline(sessionId, choice);
      return sendHtml(response, 200, renderCheckoutPage({ session, lineItems, error: message, ...choice }));
    }
    sendHtml(response, 400, renderCheckoutPage({ session, lineItems, error: 'Choose Pay or Decline.', ...choice }));
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
    fake.handle(request, response).catch((error: unknown) => {
      // a fault in the fake itself: answered as Stripe answers its own faults, and shown
      console.error('fake Stripe failed on', request.method, request.url, error);
      if (!response.headersSent) {
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { type: 'api_error', message: `The fake Stripe failed: ${String(error)}` } }));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  fake = new FakeStripeServer(server, options);
  return fake;
}
