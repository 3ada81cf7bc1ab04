import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus, PaymentMethod } from '@/shared/contract/orders';
import { formatAppointment } from '@/shared/lib/format';

/**
 * Every entry an order's status history can hold (server: `recordEvent` and the order state
 * machine), so no screen shows a raw key: the customer's timeline and the sales desk's alike.
 */
export const timelineLabels: Record<OrderStatus | TimelineEvent, MessageDescriptor> = {
  unpaid: msg`Order placed`,
  upcoming: msg`Paid`,
  toBeInstalled: msg`Accepted by the technician`,
  inService: msg`Service in progress`,
  pendingCollection: msg`Ready for collection`,
  pendingPickup: msg`Paid, ready for self-pickup`,
  pendingReceipt: msg`Paid, being prepared`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  refunded: msg`Refunded`,
  paymentFailed: msg`Payment failed`,
  latePaymentRefunding: msg`Payment arrived after the order closed: being returned`,
  latePaymentRefunded: msg`Late payment returned`,
  refundPaid: msg`Refund paid`,
  refundFailed: msg`Refund could not be made the way you paid: our team will return it another way`,
  refundPaidManually: msg`Refund returned another way`,
  rescheduled: msg`Appointment rescheduled`,
  dispatched: msg`Technician assigned`,
  workOrderRejected: msg`Technician declined; another is being arranged`,
  groupPhoto: msg`Group photo taken`,
  signedOff: msg`Product signed off`,
  returnPhotos: msg`Vehicle return photos taken`,
  packed: msg`Packed`,
  shipped: msg`Shipped`,
  extraWorkFound: msg`The technician noted something on your car`,
  extraWorkQuoted: msg`Extra work quoted`,
  extraWorkApproved: msg`Extra work approved`,
  extraWorkDeclined: msg`Extra work declined`,
  extraWorkPaid: msg`Extra work paid`,
};

/** Events of the status history that are not order statuses. */
export type TimelineEvent =
  | 'paymentFailed'
  | 'latePaymentRefunding'
  | 'latePaymentRefunded'
  | 'refundPaid'
  | 'refundFailed'
  | 'refundPaidManually'
  | 'rescheduled'
  | 'dispatched'
  | 'workOrderRejected'
  | 'groupPhoto'
  | 'signedOff'
  | 'returnPhotos'
  | 'packed'
  | 'shipped'
  | 'extraWorkFound'
  | 'extraWorkQuoted'
  | 'extraWorkApproved'
  | 'extraWorkDeclined'
  | 'extraWorkPaid';

export const paymentMethodLabels: Record<PaymentMethod, MessageDescriptor> = {
  fpx: msg`FPX online banking`,
  card: msg`Credit or debit card`,
  tng: msg`Touch 'n Go eWallet`,
  grabpay: msg`GrabPay`,
  boost: msg`Boost`,
  duitnow: msg`DuitNow QR`,
};

/** The label of a history entry, never its key (an unknown one reads as a generic update). */
export function timelineLabel(status: string): MessageDescriptor {
  return (timelineLabels as Record<string, MessageDescriptor>)[status] ?? msg`Order updated`;
}

/**
 * An entry's note as people read it: a payment method ('fpx:Maybank2u', 'tng') by its name; a new
 * appointment ('2026-11-30 14:00') as a date in the reader's language; other notes (a reason, a
 * courier and tracking number, a signer) as they are.
 */
export function timelineNote(note: string, translate: (m: MessageDescriptor) => string, language = 'en'): string {
  const appointment = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(note);
  if (appointment) return formatAppointment(appointment[1], appointment[2], language);
  const [method, bank] = note.split(':', 2) as [string, string | undefined];
  if (method in paymentMethodLabels) {
    const name = translate(paymentMethodLabels[method as PaymentMethod]);
    return bank ? `${name} (${bank})` : name;
  }
  return note;
}
