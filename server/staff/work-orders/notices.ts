import { formatAppointment } from '../../../src/shared/lib/format';
import type { Db } from '../../db/client';
import { localize, type TextKey, type TextParams } from '../../i18n/text-catalogue';
import { notify } from '../../inbox/notify';
import type { OrderRow } from '../../orders/orders.service';

/**
 * A message to the customer about their order (MessageList), from the text catalogue; pushed, and
 * by SMS too when `sms` (ready for collection) to a customer without push (decision 019).
 */
export async function tell(
  db: Db,
  order: OrderRow,
  title: TextKey,
  content: TextKey,
  params: TextParams = {},
  channels: { sms?: boolean } = {},
) {
  await notify(db, order.userId, {
    kind: 'workOrder',
    title: localize(title),
    content: localize(content, { orderNo: order.orderNo, plate: order.plate, ...params }),
    refType: 'order',
    refId: order.id,
    ...channels,
  });
}

/** Tells a technician a work order was dispatched to them; a tap opens the work order. */
export async function tellDispatched(db: Db, technicianId: number, workOrderId: number, order: OrderRow) {
  const { orderNo, appointmentDate, appointmentSlot } = order;
  await notify(db, technicianId, {
    kind: 'workOrder',
    title: localize('inboxDispatchedTitle'),
    content: localize('inboxDispatchedBody', {
      orderNo,
      when: (lang) => formatAppointment(appointmentDate, appointmentSlot, lang),
    }),
    refType: 'workOrder',
    refId: workOrderId,
  });
}
