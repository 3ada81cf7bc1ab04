import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { APP, checkoutParams, useFakeStripe } from './test-kit';

/** The hosted Checkout page as a browser uses it: the order shown, Pay and Decline posted, closed when done. */

const kit = useFakeStripe();

describe('the hosted page', () => {
  it('shows the order with Pay, Decline and Back to Roda, and pays with a 303 to the success URL', async () => {
    const session = await kit.stripe.checkout.sessions.create(checkoutParams());
    const page = await fetch(session.url as string);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Roda</h1>');
    expect(html).toContain('RM 159.00');
    expect(html).toContain('<option value="maybank2u">Maybank2U</option>');
    expect(html).toContain('<option value="cimb">CIMB Clicks</option>');
    expect(html).toMatch(/<label for="fpx-bank">Bank<\/label>\s*<select id="fpx-bank" name="bank">/);
    expect(html).toMatch(/<button[^>]*value="pay">Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*value="decline">Decline<\/button>/);
    expect(html).toContain(`<a class="back" href="${APP}/pay/result?result=cancelled">Back to Roda</a>`);

    const form = (fields: Record<string, string>) =>
      fetch(session.url as string, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    const declined = await form({ method: 'fpx', bank: 'rhb', outcome: 'decline' });
    expect(declined.status).toBe(200);
    const declinedHtml = await declined.text();
    expect(declinedHtml).toContain('<p class="error" role="alert">The bank declined the payment.</p>');
    expect(declinedHtml).toContain('<option value="rhb" selected>RHB Bank</option>');
    expect(kit.fake.sessions.get(session.id)?.status).toBe('open');

    const paid = await form({ method: 'fpx', bank: 'rhb', outcome: 'pay' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${APP}/pay/result?session=${session.id}`);
    const intent = await kit.stripe.paymentIntents.retrieve(
      kit.fake.sessions.get(session.id)?.payment_intent as string,
      {
        expand: ['latest_charge'],
      },
    );
    expect((intent.latest_charge as Stripe.Charge).payment_method_details?.fpx?.bank).toBe('rhb');

    const closed = await (await fetch(session.url as string)).text();
    expect(closed).toContain('This checkout is already paid.');
    expect(closed).toContain('Back to Roda');
  });

  it('prefills the test card for a card session and tells an expired one it is closed', async () => {
    const session = await kit.stripe.checkout.sessions.create(
      checkoutParams({ allowed_payment_method_types: ['card'] }),
    );
    const html = await (await fetch(session.url as string)).text();
    expect(html).toMatch(/<label for="card-number">Card number<\/label>\s*<input[^>]*value="4242 4242 4242 4242"/);
    await kit.stripe.checkout.sessions.expire(session.id);
    const closed = await (await fetch(`${kit.fake.url}/c/pay/${session.id}`)).text();
    expect(closed).toContain('This checkout has expired.');
  });
});
