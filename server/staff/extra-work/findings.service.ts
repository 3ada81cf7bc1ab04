import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { workOrderFindingAdd } from '../../../src/shared/contract/staff';
import { nextWorkOrderStatus } from '../../../src/shared/contract/work-order-flow';
import type { WorkOrderStatus } from '../../../src/shared/contract/work-order-names';
import { formatRM } from '../../../src/shared/lib/format';
import type { SessionUser } from '../../auth/session.service';
import { canBuy, fitOf } from '../../catalog/fitment';
import type { Db } from '../../db/client';
import { findingLines, findings, orders, products, workOrders, type Localized } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { localize, text } from '../../i18n/text-catalogue';
import { notify } from '../../inbox/notify';
import { recordEvent } from '../../orders/orders.service';
import { serviceTaxOn } from '../../orders/pricing';
import { requireOwnUploads } from '../../uploads/uploads.service';
import { requireAction } from '../permissions';
import { illegalWorkOrderState } from '../work-order-refusal';
import { lockWorkOrder, orderCar } from './extra-work.queries';

type FindingInput = z.output<(typeof workOrderFindingAdd)['payload']>;
type QuotedLine = FindingInput['lines'][number];

/** A line's money: parts and labour for its quantity, and the service tax on the labour (pricing.ts). */
export function priceLine(unitPriceSen: number, unitLabourSen: number, quantity: number) {
  const partsSen = unitPriceSen * quantity;
  const labourSen = unitLabourSen * quantity;
  const serviceTaxSen = serviceTaxOn(labourSen);
  return { partsSen, labourSen, serviceTaxSen, totalSen: partsSen + labourSen + serviceTaxSen };
}

/**
 * The technician who owns the work records what they found on the car while it is handed over or
 * in service. A quoted product must fit the order's car by the rule checkout applies (fitment.ts);
 * prices are copied into the line, so a later catalogue change leaves the quote as it was. The
 * customer is told in the same transaction (an inbox message, pushed after commit, and texted
 * within the daily cap when the finding is urgent and quoted: docs/decisions/019-notifications.md).
 */
export async function recordFinding(db: Db, user: SessionUser | null, input: FindingInput, now: Date) {
  const me = requireAction(user, 'recordFinding');
  const wo = await lockWorkOrder(db, me, input.id);
  if (!nextWorkOrderStatus(wo.status as WorkOrderStatus, 'recordFinding')) throw illegalWorkOrderState(wo.status);
  // the work is the accepting technician's; before acceptance nobody owns it yet
  if (wo.technicianId !== me.id) throw new AppError(ResultCode.conflict, 'assignedToOther');
  const photos = [...new Set(input.photos)];
  await requireOwnUploads(db, me.id, photos, 'finding');
  const [order] = await db.select().from(orders).where(eq(orders.id, wo.orderId));
  if (!order) throw new AppError(ResultCode.internal, 'internal');
  const car = await orderCar(db, order);

  const quoted = [];
  for (const line of input.lines) quoted.push(await quoteLine(db, line, car, order.vehicleModel));

  const [finding] = await db
    .insert(findings)
    .values({
      workOrderId: wo.id,
      orderId: order.id,
      storeId: wo.storeId,
      technicianId: me.id,
      category: input.category,
      item: input.item,
      condition: input.condition,
      photos,
      note: input.note,
      createdAt: now,
    })
    .returning({ id: findings.id });
  if (!finding) throw new AppError(ResultCode.internal, 'internal');
  if (quoted.length > 0) {
    await db
      .insert(findingLines)
      .values(quoted.map((q) => ({ ...q, findingId: finding.id, orderId: order.id, status: 'pending' as const })));
  }
  await db.update(workOrders).set({ updatedAt: now }).where(eq(workOrders.id, wo.id));

  const amountSen = quoted.reduce((n, q) => n + q.totalSen, 0);
  const urgent = input.condition === 'urgent';
  await notify(db, order.userId, {
    kind: 'workOrder',
    title: localize(
      quoted.length === 0 ? 'inboxFindingTitle' : urgent ? 'inboxExtraQuoteUrgentTitle' : 'inboxExtraQuoteTitle',
    ),
    content: localize(quoted.length === 0 ? 'inboxFindingBody' : 'inboxExtraQuoteBody', {
      plate: order.plate,
      orderNo: order.orderNo,
      amount: (lang) => formatRM(amountSen, lang),
    }),
    refType: 'order',
    refId: order.id,
    // an urgent quote is worth a text to a customer the push cannot reach, within the daily cap
    sms: urgent && quoted.length > 0,
  });
  await recordEvent(db, order.id, quoted.length === 0 ? 'extraWorkFound' : 'extraWorkQuoted', '', me.id);
  return { workOrder: wo, findingId: finding.id };
}

/** One quoted line, priced now: the product as the catalogue sells it today, or labour alone. */
async function quoteLine(db: Db, line: QuotedLine, car: Awaited<ReturnType<typeof orderCar>>, vehicle: string) {
  if (line.kind === 'labour') {
    const name: Localized = localize('extraLabourName', { description: line.description });
    return {
      kind: 'labour' as const,
      productId: null,
      sku: '',
      name,
      quantity: 1,
      unitPriceSen: 0,
      unitLabourSen: line.labourSen,
      ...priceLine(0, line.labourSen, 1),
    };
  }
  const [product] = await db.select().from(products).where(eq(products.id, line.productId));
  if (!product || !product.active) throw notFound(text('thingProduct'));
  if (!canBuy(fitOf(product.fitment, car))) {
    throw new AppError(ResultCode.validation, 'extraProductDoesNotFit', { car: vehicle });
  }
  const unitLabourSen = line.labourSen ?? product.labourSen;
  return {
    kind: 'product' as const,
    productId: product.id,
    sku: product.sku,
    name: product.name,
    size: product.size,
    colour: product.colour,
    quantity: line.quantity,
    unitPriceSen: product.priceSen,
    unitLabourSen,
    ...priceLine(product.priceSen, unitLabourSen, line.quantity),
  };
}
