import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  GatewayRefundStatus,
  ManualRefundMethod,
  OfficePaymentRefund,
  PaymentStatus,
} from '@/shared/contract/office-payments';
import type { PaymentMethod } from '@/shared/contract/orders';
import { paymentMethodLabels } from '@/shared/labels/order-timeline';

/* The payments screen's words for the states, reasons and methods the server keeps as codes. */

export const paymentStatusLabels: Record<PaymentStatus, MessageDescriptor> = {
  pending: msg`Waiting for the payer`,
  void: msg`Replaced by a newer attempt`,
  cancelled: msg`Cancelled by the payer`,
  failed: msg`Payment failed`,
  expired: msg`Expired unpaid`,
  paid: msg`Paid`,
  refundDue: msg`Money to return`,
  refunded: msg`Money returned`,
};

/** The states in the list's order, for the filter. */
export const paymentStatusList = Object.keys(paymentStatusLabels) as PaymentStatus[];

export const refundStateLabels: Record<GatewayRefundStatus, MessageDescriptor> = {
  pending: msg`Refund waiting to be sent`,
  sent: msg`Refund sent to the gateway`,
  done: msg`Refund done`,
  failed: msg`Refund failed: needs a person`,
  manual: msg`Returned another way`,
};

export const refundStateList = Object.keys(refundStateLabels) as GatewayRefundStatus[];

export const refundReasonLabels: Record<OfficePaymentRefund['reason'], MessageDescriptor> = {
  customerRefund: msg`The customer’s refund request`,
  latePayment: msg`Paid after the order had closed`,
};

export const manualMethodLabels: Record<ManualRefundMethod, MessageDescriptor> = {
  bankTransfer: msg`Bank transfer`,
  cash: msg`Cash`,
  other: msg`Another way`,
};

export const manualMethodList = Object.keys(manualMethodLabels) as ManualRefundMethod[];

/** Why the gateway could not return the money (Stripe's failure_reason), in words. */
const failureReasonLabels: Record<string, MessageDescriptor> = {
  lost_or_stolen_card: msg`The card was reported lost or stolen`,
  expired_or_canceled_card: msg`The card has expired or was cancelled`,
  declined: msg`The customer’s bank declined the refund`,
  insufficient_funds: msg`The gateway balance was too low to pay the refund`,
  charge_for_pending_refund_disputed: msg`The customer disputed the payment while the refund was pending`,
  merchant_request: msg`The refund was cancelled at our request`,
  canceled: msg`The refund was cancelled at the gateway`,
};

/** The failure in words; a reason this screen does not know yet is said so, with the gateway's code kept. */
export function failureReasonText(reason: string | null, i18n: I18n): { text: string; code: string | null } {
  const known = reason ? failureReasonLabels[reason] : undefined;
  if (known) return { text: i18n._(known), code: null };
  return {
    text: i18n._(msg`The gateway gave no reason we know`),
    code: reason && reason !== 'unknown' ? reason : null,
  };
}

/** A gateway by its name: Stripe is a brand; the sandbox is Roda's own test gateway, in the reader's words. */
export const gatewayName = (provider: string, i18n: I18n) =>
  provider === 'sandbox' ? i18n._(msg`Sandbox`) : provider === 'stripe' ? 'Stripe' : provider;

/** Card brands and banks as people write them ('visa' → 'Visa', 'maybank2u' → 'Maybank2u'). */
const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  unionpay: 'UnionPay',
  jcb: 'JCB',
  diners: 'Diners Club',
  discover: 'Discover',
};
const detailName = (detail: string) =>
  brandNames[detail.toLowerCase()] ?? detail.charAt(0).toUpperCase() + detail.slice(1).replace(/_/g, ' ');

/**
 * A method as the gateway took it ('card:visa', 'fpx:maybank2u', 'grabpay') in words; 'stripe'
 * (Stripe has not said yet) and none read as not known yet.
 */
export function methodText(method: string | null, i18n: I18n): string {
  if (!method || method === 'stripe') return i18n._(msg`Method not known yet`);
  const [kind = '', detail] = method.split(':', 2);
  const name = kind in paymentMethodLabels ? i18n._(paymentMethodLabels[kind as PaymentMethod]) : detailName(kind);
  return detail ? `${name} · ${detailName(detail)}` : name;
}
