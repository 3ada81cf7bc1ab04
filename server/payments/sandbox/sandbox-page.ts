import { html, raw } from 'hono/html';

import type { PaymentMethod } from '../../../src/shared/contract/orders';
import { formatRM as rm } from '../../../src/shared/lib/format';

const methodNames: readonly (readonly [PaymentMethod, string])[] = [
  ['fpx', 'FPX online banking'],
  ['card', 'Credit / debit card'],
  ['tng', "Touch 'n Go eWallet"],
  ['grabpay', 'GrabPay'],
  ['boost', 'Boost'],
  ['duitnow', 'DuitNow QR'],
] as const;

const style = raw(`
  body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#F3F4F6;color:#1F2937}
  main{max-width:480px;margin:0 auto;padding:16px}
  header{background:#1F2937;color:#fff;padding:16px;border-radius:12px}
  .amount{font-size:28px;font-weight:700}
  fieldset{border:1px solid #D1D5DB;border-radius:12px;background:#fff;margin:16px 0;padding:12px}
  legend{font-weight:600;padding:0 4px}
  label{display:flex;gap:8px;align-items:center;min-height:44px}
  select,input[type=text]{font:inherit;min-height:44px;width:100%;box-sizing:border-box;padding:8px;border:1px solid #9CA3AF;border-radius:8px}
  button{font:inherit;font-weight:600;min-height:48px;width:100%;border:0;border-radius:12px;margin-top:8px;cursor:pointer}
  .approve{background:#0B7A3B;color:#fff}.decline{background:#B91C1C;color:#fff}.cancel{background:#fff;color:#1F2937;border:1px solid #6B7280}
  .note{font-size:14px;color:#4B5563}
`);

/** The sandbox gateway's hosted checkout page (what a payer sees at a Malaysian gateway). */
export function checkoutPage(
  props:
    | { error: string }
    | {
        reference: string;
        orderNo: string;
        amountSen: number;
        open: boolean;
        banks: readonly string[];
        /** What the payer chose in the app (or every method, for an app that chose none). */
        methods: readonly PaymentMethod[];
      },
) {
  const head = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>Roda sandbox payment</title>
        <style>
          ${style}
        </style>
      </head>
    </html>`;
  if ('error' in props) {
    return html`${head}<body><main><header><h1>Sandbox payment</h1></header><p role="alert">${props.error}</p></main></body></html>`;
  }
  return html`${head}<body><main>
<header><p>Pay Roda Auto Sdn. Bhd.</p><p class="amount">${rm(props.amountSen)}</p><p>Order ${props.orderNo}</p></header>
<p class="note">Sandbox gateway: no real money moves. Choose a method and approve or decline.</p>
${
  props.open
    ? html`<form method="post" action="/pay/sandbox/complete">
        <input type="hidden" name="reference" value="${props.reference}" />
        <fieldset>
          <legend>Payment method</legend>
          ${methodNames
            .filter(([value]) => props.methods.includes(value))
            .map(
              ([value, label], i) =>
                html`<label
                  ><input type="radio" name="method" value="${value}" ${i === 0 ? 'checked' : ''} /> ${label}</label
                >`,
            )}
        </fieldset>
        ${
          props.methods.includes('fpx')
            ? html`<fieldset>
                <legend>FPX bank</legend>
                <label for="bank" class="note">For FPX online banking</label>
                <select id="bank" name="bank">
                  ${props.banks.map((b) => html`<option>${b}</option>`)}
                </select>
              </fieldset>`
            : ''
        }
        <button class="approve" name="outcome" value="approve">Approve payment</button>
        <button class="decline" name="outcome" value="decline">Decline payment</button>
        <button class="cancel" name="outcome" value="cancel">Cancel and return to Roda</button>
      </form>`
    : html`<p role="status">This payment is already closed.</p>`
}
</main></body></html>`;
}
