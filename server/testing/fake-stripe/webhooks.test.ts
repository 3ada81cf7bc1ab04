import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutParams, now, useFakeStripe, WEBHOOK_SECRET } from './test-kit';

/** Webhooks: each event signed and POSTed to a receiver that verifies it with the SDK, withheld, repeated or forged. */

/** A webhook endpoint as an app has one: verifies each delivery with the SDK, 200 or 400. */
interface Receiver {
  url: string;
  received: { raw: string; header: string; event: Stripe.Event | null }[];
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const header = String(request.headers['stripe-signature'] ?? '');
      let event: Stripe.Event | null = null;
      try {
        event = Stripe.webhooks.constructEvent(raw, header, WEBHOOK_SECRET, 300);
      } catch {
        event = null;
      }
      received.push({ raw, header, event });
      response.writeHead(event ? 200 : 400, { 'content-type': 'text/plain' }).end(event ? 'ok' : 'bad signature');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/pay/stripe/webhook`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const kit = useFakeStripe();
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

describe('webhooks', () => {
  it('delivers each new event, signed so that the SDK accepts it', async () => {
    kit.fake.webhookUrl = receiver.url;
    const start = receiver.received.length;
    const { session } = await kit.paidSession();
    await kit.fake.idle();
    const got = receiver.received.slice(start);
    expect(got.map((delivery) => delivery.event?.type)).toEqual([
      'payment_intent.succeeded',
      'charge.succeeded',
      'checkout.session.completed',
    ]);
    const completed = got[2]?.event;
    expect(completed?.data.object).toMatchObject({ id: session.id, payment_status: 'paid' });
    expect(completed).toMatchObject({
      object: 'event',
      livemode: false,
      pending_webhooks: 1,
      api_version: Stripe.API_VERSION,
    });
    expect(kit.fake.deliveries.slice(-3).map((delivery) => delivery.status)).toEqual([200, 200, 200]);
  });

  it('withholds events until deliverWithheld, then sends them in order', async () => {
    kit.fake.webhookUrl = receiver.url;
    kit.fake.withholdWebhooks = true;
    const start = receiver.received.length;
    const session = await kit.stripe.checkout.sessions.create(checkoutParams());
    await kit.stripe.checkout.sessions.expire(session.id);
    kit.fake.pay((await kit.stripe.checkout.sessions.create(checkoutParams())).id);
    await kit.fake.idle();
    expect(receiver.received.length).toBe(start);
    expect(kit.fake.withheld.map((event) => event.type)).toEqual([
      'checkout.session.expired',
      'payment_intent.succeeded',
      'charge.succeeded',
      'checkout.session.completed',
    ]);
    expect(await kit.fake.deliverWithheld()).toEqual([200, 200, 200, 200]);
    expect(kit.fake.withheld).toEqual([]);
    expect(receiver.received.slice(start).map((delivery) => delivery.event?.type)[0]).toBe('checkout.session.expired');
  });

  it('makes headers the SDK refuses: another secret, or an old timestamp', async () => {
    const event = kit.fake.emit(
      'checkout.session.async_payment_failed',
      kit.fake.pay((await kit.stripe.checkout.sessions.create(checkoutParams())).id),
    );
    const payload = JSON.stringify(event, null, 2);
    expect(Stripe.webhooks.constructEvent(payload, kit.fake.signedHeader(payload), WEBHOOK_SECRET, 300).id).toBe(
      event.id,
    );
    expect(() =>
      Stripe.webhooks.constructEvent(
        payload,
        kit.fake.signedHeader(payload, { secret: 'whsec_not_ours' }),
        WEBHOOK_SECRET,
        300,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() =>
      Stripe.webhooks.constructEvent(
        payload,
        kit.fake.signedHeader(payload, { timestamp: now() - 3600 }),
        WEBHOOK_SECRET,
        300,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);

    kit.fake.webhookUrl = receiver.url;
    expect(await kit.fake.deliver(event, { times: 3 })).toEqual([200, 200, 200]);
    const forged = kit.fake.signedHeader(payload, { secret: 'whsec_not_ours' });
    expect(await kit.fake.deliver(event, { header: forged })).toEqual([400]);
  });

  it('refuses to deliver anywhere but this machine', () => {
    expect(() => {
      kit.fake.webhookUrl = 'https://example.com/hook';
    }).toThrow(/only to http:\/\/127\.0\.0\.1/);
  });
});
