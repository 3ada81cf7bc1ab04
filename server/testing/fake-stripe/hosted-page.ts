import type Stripe from 'stripe';
import { FPX_BANKS, isFakeMethod, type FakeMethod } from './methods';
import type { LineItem } from './session-params';

/**
 * The payer's side of the fake: a small server-rendered Checkout page. It works without script
 * (a plain form), on a phone (one column, large targets), and by keyboard and screen reader (every
 * field labelled, the error announced). The merchant is always Roda, the only shop it serves.
 */

const MERCHANT = 'Roda';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const grouped = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 15900 myr → "RM 159.00"; other currencies by their code. */
export function formatMoney(amount: number, currency: string): string {
  const label = currency === 'myr' ? 'RM' : currency.toUpperCase();
  return `${label} ${grouped.format(amount / 100)}`;
}

const METHOD_LABELS: Record<FakeMethod, string> = {
  card: 'Card',
  fpx: 'FPX online banking',
  grabpay: 'GrabPay',
};

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  body { margin: 0; background: #f4f5f7; color: #1a1f36; line-height: 1.5; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.1rem; margin: 0; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.25rem 0 1rem; }
  .items { list-style: none; padding: 0; margin: 0 0 1.5rem; }
  .items li { display: flex; justify-content: space-between; gap: 1rem; padding: 0.25rem 0; }
  form { background: #fff; border-radius: 0.75rem; padding: 1rem; box-shadow: 0 1px 3px rgb(0 0 0 / 12%); }
  fieldset { border: 1px solid #d5d9e0; border-radius: 0.5rem; margin: 0 0 1rem; padding: 0.75rem; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  .choice { display: flex; align-items: center; gap: 0.5rem; font-weight: 400; min-height: 2.75rem; }
  input[type='text'], select { box-sizing: border-box; width: 100%; min-height: 2.75rem; font: inherit;
    border: 1px solid #8792a2; border-radius: 0.375rem; padding: 0.5rem; }
  .actions { display: flex; flex-direction: column; gap: 0.75rem; margin-top: 1rem; }
  button { min-height: 2.75rem; font: inherit; font-weight: 600; border-radius: 0.375rem; cursor: pointer; }
  .pay { background: #0a5cd6; color: #fff; border: 0; }
  .decline { background: #fff; color: #a4161a; border: 1px solid #a4161a; }
  :focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
  .error { background: #fdecea; color: #8a1c1c; border-radius: 0.5rem; padding: 0.75rem; margin: 0 0 1rem; }
  .back { display: inline-block; margin-top: 1.5rem; color: #0a5cd6; min-height: 2.75rem; }
  .note { color: #4f5b6d; font-size: 0.875rem; margin-top: 2rem; }
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
<p class="note">Test mode: a stand-in for Stripe Checkout in Roda's tests. No money moves.</p>
</main>
</body>
</html>
`;
}

const backLink = (session: Stripe.Checkout.Session): string =>
  session.cancel_url ? `<a class="back" href="${escapeHtml(session.cancel_url)}">Back to Roda</a>` : '';

function methodFields(method: FakeMethod, bank: string | undefined): string {
  switch (method) {
    case 'card':
      return `<label for="card-number">Card number</label>
<input type="text" id="card-number" name="card_number" value="4242 4242 4242 4242" inputmode="numeric" autocomplete="cc-number">`;
    case 'fpx': {
      const options = FPX_BANKS.map(
        ({ code, name }) => `<option value="${code}"${code === bank ? ' selected' : ''}>${escapeHtml(name)}</option>`,
      ).join('');
      return `<label for="fpx-bank">Bank</label>
<select id="fpx-bank" name="bank">${options}</select>`;
    }
    case 'grabpay':
      return '<p>You approve the payment in your Grab app.</p>';
  }
}

export interface CheckoutPageInput {
  session: Stripe.Checkout.Session;
  lineItems: readonly LineItem[];
  /** What the last attempt was refused with, shown above the form. */
  error?: string | null;
  /** The method and bank the payer had chosen, kept across a refused attempt. */
  method?: string;
  bank?: string;
}

/** The open session: what is paid for, how, and the Pay, Decline and Back to Roda actions. */
export function renderCheckoutPage({ session, lineItems, error, method, bank }: CheckoutPageInput): string {
  const currency = session.currency ?? 'myr';
  const total = formatMoney(session.amount_total ?? 0, currency);
  const methods = session.payment_method_types.filter(isFakeMethod);
  const chosen = methods.find((offered) => offered === method) ?? methods[0];
  const items = lineItems
    .map(
      (item) =>
        `<li><span>${escapeHtml(item.name)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}</span><span>${formatMoney(item.unitAmount * item.quantity, currency)}</span></li>`,
    )
    .join('');
  // with one method its fields stand alone; with several each sits in a fieldset with a choice
  const fields =
    methods.length === 1 && chosen
      ? `<input type="hidden" name="method" value="${chosen}">
<fieldset><legend>${METHOD_LABELS[chosen]}</legend>${methodFields(chosen, bank)}</fieldset>`
      : methods
          .map(
            (offered) => `<fieldset><legend>${METHOD_LABELS[offered]}</legend>
<label class="choice"><input type="radio" name="method" value="${offered}"${offered === chosen ? ' checked' : ''}> Pay with ${METHOD_LABELS[offered]}</label>
${methodFields(offered, bank)}</fieldset>`,
          )
          .join('\n');
  return page(
    `Pay ${MERCHANT} · ${total}`,
    `<h1>${MERCHANT}</h1>
<p class="amount">${total}</p>
<ul class="items" aria-label="Order">${items}</ul>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/c/pay/${escapeHtml(session.id)}">
${fields}
<div class="actions">
<button class="pay" type="submit" name="outcome" value="pay">Pay</button>
<button class="decline" type="submit" name="outcome" value="decline">Decline</button>
</div>
</form>
${backLink(session)}`,
  );
}

/** A session that can no longer be paid: expired, or paid already. */
export function renderClosedPage(session: Stripe.Checkout.Session): string {
  const why =
    session.status === 'complete'
      ? 'This checkout is already paid.'
      : 'This checkout has expired. Nothing was charged.';
  return page(
    `${MERCHANT} · checkout closed`,
    `<h1>${MERCHANT}</h1>\n<p role="status">${why}</p>\n${backLink(session)}`,
  );
}

/** Paid, for a session without a success_url to send the payer to. */
export function renderPaidPage(session: Stripe.Checkout.Session): string {
  const total = formatMoney(session.amount_total ?? 0, session.currency ?? 'myr');
  return page(`${MERCHANT} · paid`, `<h1>${MERCHANT}</h1>\n<p role="status">Paid ${total}. Thank you.</p>`);
}

export function renderMissingPage(): string {
  return page(`${MERCHANT} · checkout not found`, `<h1>${MERCHANT}</h1>\n<p>This checkout link is not valid.</p>`);
}
