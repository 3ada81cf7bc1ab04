import type Stripe from 'stripe';
import { invalidRequest } from './errors';

/**
 * `expand[]` as Stripe applies it: each path names a field that holds an id, dotted for deeper
 * ones (`latest_charge.balance_transaction`). The stored objects keep ids; an answer gets copies
 * with the objects in place.
 */

/** Which fields of each object may be expanded, and the kind of object each holds. */
const EXPANDABLE = {
  session: { payment_intent: 'payment_intent' },
  payment_intent: { latest_charge: 'charge' },
  charge: { balance_transaction: 'balance_transaction' },
  refund: { balance_transaction: 'balance_transaction', charge: 'charge', payment_intent: 'payment_intent' },
  balance_transaction: {},
} as const satisfies Record<string, Record<string, string>>;

type ExpandableKind = keyof typeof EXPANDABLE;

/**
 * Refuses a path the object cannot expand, before the request changes anything (Stripe refuses
 * it without acting). Answers the paths, so a route reads `checkExpand('refund', expandParam(…))`.
 */
export function checkExpand(kind: ExpandableKind, paths: string[]): string[] {
  for (const path of paths) {
    let at: ExpandableKind = kind;
    for (const field of path.split('.')) {
      const fields: Record<string, ExpandableKind> = EXPANDABLE[at];
      const next = fields[field];
      if (!next) throw invalidRequest(`This property cannot be expanded (${field}).`, 'expand');
      at = next;
    }
  }
  return paths;
}

/** Where expansion finds the objects behind ids. */
export interface ExpandSource {
  paymentIntents: ReadonlyMap<string, Stripe.PaymentIntent>;
  charges: ReadonlyMap<string, Stripe.Charge>;
  balanceTransactions: ReadonlyMap<string, Stripe.BalanceTransaction>;
}

/** The paths below `field` when some path asks for it (`[]` for the field alone), else undefined. */
function below(paths: string[], field: string): string[] | undefined {
  const wanted = paths.filter((path) => path === field || path.startsWith(`${field}.`));
  if (wanted.length === 0) return undefined;
  return wanted.filter((path) => path !== field).map((path) => path.slice(field.length + 1));
}

const lookUp = <T>(map: ReadonlyMap<string, T>, id: unknown): T | undefined =>
  typeof id === 'string' ? map.get(id) : undefined;

function expandCharge(source: ExpandSource, charge: Stripe.Charge, paths: string[]): Stripe.Charge {
  const transaction = lookUp(source.balanceTransactions, charge.balance_transaction);
  if (below(paths, 'balance_transaction') === undefined || !transaction) return charge;
  return { ...charge, balance_transaction: transaction };
}

export function expandIntent(
  source: ExpandSource,
  intent: Stripe.PaymentIntent,
  paths: string[],
): Stripe.PaymentIntent {
  const chargePaths = below(paths, 'latest_charge');
  const charge = lookUp(source.charges, intent.latest_charge);
  if (chargePaths === undefined || !charge) return intent;
  return { ...intent, latest_charge: expandCharge(source, charge, chargePaths) };
}

export function expandSession(
  source: ExpandSource,
  session: Stripe.Checkout.Session,
  paths: string[],
): Stripe.Checkout.Session {
  const intentPaths = below(paths, 'payment_intent');
  const intent = lookUp(source.paymentIntents, session.payment_intent);
  if (intentPaths === undefined || !intent) return session;
  return { ...session, payment_intent: expandIntent(source, intent, intentPaths) };
}

export function expandRefund(source: ExpandSource, refund: Stripe.Refund, paths: string[]): Stripe.Refund {
  const copy = { ...refund };
  const chargePaths = below(paths, 'charge');
  const charge = lookUp(source.charges, refund.charge);
  if (chargePaths !== undefined && charge) copy.charge = expandCharge(source, charge, chargePaths);
  const intentPaths = below(paths, 'payment_intent');
  const intent = lookUp(source.paymentIntents, refund.payment_intent);
  if (intentPaths !== undefined && intent) copy.payment_intent = expandIntent(source, intent, intentPaths);
  const transaction = lookUp(source.balanceTransactions, refund.balance_transaction);
  if (below(paths, 'balance_transaction') !== undefined && transaction) copy.balance_transaction = transaction;
  return copy;
}
