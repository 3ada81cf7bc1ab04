import type { ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import type { FakeAccount } from './account';
import { parseForm, type FormObject } from './form-body';
import { renderCheckoutPage, renderClosedPage, renderMissingPage, renderPaidPage } from './hosted-page';
import { fpxBankNamed, isFakeMethod } from './methods';
import type { PayChoice } from './payment-attempts';

/** Serves the hosted Checkout page to the payer's browser: GET shows it, POST is the Pay or Decline button. */

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

/** The payer's browser at `/c/pay/<session id>`: GET shows the page, POST is the Pay or Decline button. */
export function serveHostedPage(
  account: FakeAccount,
  method: string,
  sessionId: string,
  body: string,
  response: ServerResponse,
): void {
  const session = account.sessions.has(sessionId) ? account.session(sessionId) : null;
  if (!session) return sendHtml(response, 404, renderMissingPage());
  if (session.status !== 'open') return sendHtml(response, 200, renderClosedPage(session));
  const lineItems = account.lineItems(sessionId);
  if (method === 'GET') return sendHtml(response, 200, renderCheckoutPage({ session, lineItems }));

  const form = formOf(body);
  const field = (name: string) => (typeof form[name] === 'string' ? form[name] : undefined);
  const choice = pageChoice(session, field('method'), field('bank'));
  const outcome = field('outcome');
  if (outcome === 'pay') {
    const paid = account.pay(sessionId, choice);
    if (!paid.success_url) return sendHtml(response, 200, renderPaidPage(paid));
    response.writeHead(303, { location: paid.success_url.replaceAll('{CHECKOUT_SESSION_ID}', paid.id) }).end();
    return;
  }
  if (outcome === 'decline') {
    const { message } = account.decline(sessionId, choice);
    return sendHtml(response, 200, renderCheckoutPage({ session, lineItems, error: message, ...choice }));
  }
  sendHtml(response, 400, renderCheckoutPage({ session, lineItems, error: 'Choose Pay or Decline.', ...choice }));
}
