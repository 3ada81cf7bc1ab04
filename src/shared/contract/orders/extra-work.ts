import { z } from 'zod';
import { defineCall } from '../define-call';
import { id } from '../fields';

/*
 * Extra work found on the car: while the car is at the workshop its
 * technician records findings (an item of a category, its condition, photos, a note) and may quote
 * lines for them: a catalogue product that fits the order's car with its labour, or labour alone.
 * The customer approves or declines each line; approved lines are charged once, as one
 * supplementary charge, paid through the gateway like the order, and become the order's items.
 * Money is integer sen; a line's total includes the service tax on its labour, as the order's did.
 */

/** The items a technician picks from, per category. The app names them; the server keeps the keys. */
export const findingItems = {
  brakes: ['pads', 'discs', 'fluid', 'shoes', 'calipers', 'handbrake'],
  tyres: ['tread', 'sidewall', 'pressure', 'alignment', 'spare'],
  wipers: ['frontBlades', 'rearBlade', 'washerFluid'],
  battery: ['charge', 'terminals', 'age'],
  fluids: ['engineOil', 'coolant', 'transmissionFluid', 'powerSteeringFluid'],
  lights: ['headlamps', 'brakeLamps', 'indicators', 'fogLamps', 'plateLamp'],
  tint: ['bubbling', 'fading', 'peeling', 'scratches'],
  other: ['other'],
} as const satisfies Record<string, readonly string[]>;
export type FindingCategory = keyof typeof findingItems;
export const findingCategories = Object.keys(findingItems) as [FindingCategory, ...FindingCategory[]];
export type FindingItem<C extends FindingCategory = FindingCategory> = (typeof findingItems)[C][number];
export const isFindingItem = (category: FindingCategory, item: string) =>
  (findingItems[category] as readonly string[]).includes(item);

/** good: nothing to do now; soon: needs attention soon; urgent: should not wait (the customer is texted). */
export const findingConditions = ['good', 'soon', 'urgent'] as const;
export type FindingCondition = (typeof findingConditions)[number];

/**
 * A quoted line: pending (waiting for the customer) → approved (stock reserved, in a charge) → paid
 * (an item of the order); pending → declined (and a declined line may still be approved while the
 * car is at the workshop); pending → expired, approved → cancelled when the car is handed back first
 * (stock given back).
 */
export const extraLineStatuses = ['pending', 'approved', 'paid', 'declined', 'expired', 'cancelled'] as const;
export type ExtraLineStatus = (typeof extraLineStatuses)[number];

/** One charge per approval: unpaid → paid, or cancelled when the car is handed back unpaid. */
export const extraChargeStatuses = ['unpaid', 'paid', 'cancelled'] as const;
export type ExtraChargeStatus = (typeof extraChargeStatuses)[number];

export const MAX_FINDING_PHOTOS = 9;
export const MAX_FINDING_LINES = 10;
export const MAX_EXTRA_DECISIONS = 50;

const imageRef = z.object({ id: z.string(), url: z.string() });

export const extraDecisionSchema = z.object({
  outcome: z.enum(['approved', 'declined']),
  at: z.string(),
  /** 'customer' in the app; 'staff' when a manager recorded what the customer said by phone. */
  by: z.enum(['customer', 'staff']),
  /** The manager (or company) who recorded a phone decision; null for the customer's own. */
  staffName: z.string().nullable(),
  /** Who gave the decision on the phone, as the manager wrote it; '' for the customer's own. */
  personName: z.string(),
  /** Why, as the manager wrote it; '' for the customer's own. */
  reason: z.string(),
});

export const extraLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'labour']),
  /** The catalogue product of a product line; null for labour alone. */
  productId: z.number().int().nullable(),
  /** The product's name as quoted (in the caller's language), or the labour's description. */
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  /** Prices as quoted: a later change in the catalogue does not change them. */
  unitPriceSen: z.number().int(),
  unitLabourSen: z.number().int(),
  partsSen: z.number().int(),
  labourSen: z.number().int(),
  serviceTaxSen: z.number().int(),
  /** What the customer pays for the line: parts, labour and the service tax on the labour. */
  totalSen: z.number().int(),
  status: z.enum(extraLineStatuses),
  decision: extraDecisionSchema.nullable(),
  /** The charge an approved line is in, and the order item a paid line became. */
  chargeId: z.number().int().nullable(),
  orderItemId: z.number().int().nullable(),
  /** When the line expired or was cancelled (the car was handed back first). */
  closedAt: z.string().nullable(),
});
export type ExtraLine = z.infer<typeof extraLineSchema>;

export const findingSchema = z.object({
  id: z.number().int(),
  workOrderId: z.number().int(),
  category: z.enum(findingCategories),
  item: z.string(),
  condition: z.enum(findingConditions),
  note: z.string(),
  /** Signed addresses, for this answer only. */
  photos: z.array(imageRef),
  technicianName: z.string(),
  createdAt: z.string(),
  lines: z.array(extraLineSchema),
});
export type Finding = z.infer<typeof findingSchema>;

export const extraChargeSchema = z.object({
  id: z.number().int(),
  status: z.enum(extraChargeStatuses),
  amountSen: z.number().int(),
  partsSen: z.number().int(),
  labourSen: z.number().int(),
  serviceTaxSen: z.number().int(),
  lineIds: z.array(z.number().int()),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The receipt of its payment (listing only its lines), once paid. */
  receiptId: z.number().int().nullable(),
});
export type ExtraCharge = z.infer<typeof extraChargeSchema>;

/** Everything found on the car of one order, newest finding first, with the charges of approved lines. */
export const extraWorkSchema = z.object({
  findings: z.array(findingSchema),
  charges: z.array(extraChargeSchema),
  /** Lines may be approved or declined now: the car is at the workshop (not handed back, not cancelled). */
  decidable: z.boolean(),
  /** Unpaid charges may be paid now: the car is in service or waiting for collection. */
  payable: z.boolean(),
});
export type ExtraWork = z.infer<typeof extraWorkSchema>;

export const extraDecisionInput = z.object({ lineId: id, decision: z.enum(['approve', 'decline']) });
export const extraDecisionsInput = z.array(extraDecisionInput).min(1).max(MAX_EXTRA_DECISIONS);

// ---- the customer's calls -----------------------------------------------------------------------

export const orderExtraWorkFind = defineCall({
  path: '/api/app/order/extra-work/find',
  summary: "The extra work found on the car of one of the customer's installation orders, with its quotes and charges",
  auth: 'user',
  mutating: false,
  payload: z.object({ orderId: id }),
  response: extraWorkSchema,
});

export const orderExtraWorkDecide = defineCall({
  path: '/api/app/order/extra-work/decide',
  summary:
    'The customer approves or declines quoted lines; approving reserves stock and makes one charge of the approved lines not yet charged. A repeat changes nothing',
  auth: 'user',
  mutating: true,
  payload: z.object({ orderId: id, decisions: extraDecisionsInput }),
  response: extraWorkSchema,
});
