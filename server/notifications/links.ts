import { eq } from 'drizzle-orm';
import { serviceBookingPath } from '../../src/shared/lib/service-booking';
import type { Db } from '../db/client';
import { vehicles } from '../db/schema';

/** The screen a notice opens (under /app/), from the message's kind and what it refers to. */
export function noticeUrl(message: { id: number; kind: string; refType: string | null; refId: number | null }): string {
  const { kind, refType, refId } = message;
  if (refId !== null && refType === 'workOrder') return `/app/pages-staff/workorder/WorkOrderDetail?id=${refId}`;
  if (refId !== null && refType === 'order' && kind === 'refund')
    return `/app/pages-order/refund/RefundOrder?orderId=${refId}`;
  if (refId !== null && refType === 'order') return `/app/pages-order/list/OrderDetails?id=${refId}`;
  if (refType === 'staffDesk') return '/app/pages-staff/manager/ManagerDesk';
  return `/app/pages-common/message/MessageDetail?id=${message.id}`;
}

/**
 * The screen a notice opens, reading what the message alone cannot tell: a service reminder
 * (about a garage car) opens the maintenance booking with that car chosen, or without a car once
 * the car is deleted.
 */
export async function noticeUrlOf(
  db: Db,
  message: { id: number; userId: number; kind: string; refType: string | null; refId: number | null },
): Promise<string> {
  if (message.refType !== 'vehicle' || message.refId === null) return noticeUrl(message);
  const [car] = await db.select().from(vehicles).where(eq(vehicles.id, message.refId));
  return serviceBookingPath(car && car.userId === message.userId ? car : null);
}
