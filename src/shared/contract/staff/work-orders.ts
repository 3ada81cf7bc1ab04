import { z } from 'zod';
import { carRef } from '../catalog';
import { defineCall } from '../define-call';
import { id, keyedPageOf, keyedPageRequest } from '../fields';
import { extraWorkSchema } from '../orders/extra-work';
import { orderStatusSchema, orderTypeSchema } from '../orders/orders';
import { complaintSchema } from '../support';
import { uploadId } from '../uploads';
import { damageMarkSchema, handoverSlots, workOrderStatusSchema, type HandoverSlot } from '../work-order-names';

export {
  carZones,
  damageKinds,
  damageMarkSchema,
  FUEL_QUARTERS,
  MAX_MILEAGE_KM,
  type CarZone,
  type DamageKind,
  type DamageMark,
  handoverSlots,
  workOrderStatuses,
  workOrderStatusSchema,
  type HandoverSlot,
  type WorkOrderStatus,
} from '../work-order-names';

/**
 * Work orders (docs/product.md#work-order, #work-flow): their states, tabs, handover slots and views, and the calls
 * that list and find them.
 */

/** The staff order tabs (docs/product.md#staff-tabs). */
export const workOrderTabs = [
  'all',
  'pendingAcceptance',
  'pendingHandover',
  'inService',
  'pendingCollection',
  'completed',
  'cancelled',
  'rejected',
  'complaintSubmitted',
] as const;
export const workOrderTabSchema = z.enum(workOrderTabs);
export type WorkOrderTab = z.infer<typeof workOrderTabSchema>;

export const MAX_UNEXPECTED_IMAGES = 9;
export const MAX_RETURN_PHOTOS = 12;

/** Slot -> upload id (purpose 'handover'); a draft may leave slots empty. */
export const handoverPhotosInput = z.object(
  Object.fromEntries(handoverSlots.map((slot) => [slot, uploadId.optional()])) as Record<
    HandoverSlot,
    z.ZodOptional<typeof uploadId>
  >,
);

/** An image the staff app shows: the upload id (to send back in a draft) and a signed address. */
export const imageRef = z.object({ id: z.string(), url: z.string() });
export type ImageRef = z.infer<typeof imageRef>;

export const workOrderSummarySchema = z.object({
  id: z.number().int(),
  workNo: z.string(),
  status: workOrderStatusSchema,
  orderId: z.number().int(),
  orderNo: z.string(),
  orderStatus: orderStatusSchema,
  storeId: z.number().int(),
  storeName: z.string(),
  plate: z.string(),
  vehicleModel: z.string(),
  appointmentDate: z.string().nullable(),
  appointmentSlot: z.string().nullable(),
  customerName: z.string(),
  customerPhone: z.string(),
  itemCount: z.number().int(),
  /** Order lines ("first item and N more" counts lines, not units). */
  lineCount: z.number().int(),
  firstItemName: z.string(),
  technicianId: z.number().int().nullable(),
  technicianName: z.string().nullable(),
  salesId: z.number().int().nullable(),
  salesName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Complaints on the order still pending or in progress. */
  openComplaints: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkOrderSummary = z.infer<typeof workOrderSummarySchema>;

export const signoffSchema = z.object({
  id: z.number().int(),
  orderItemId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  status: z.enum(['pending', 'signed']),
  signerName: z.string().nullable(),
  signature: imageRef.nullable(),
  signedAt: z.string().nullable(),
});

export const handoverSchema = z.object({
  photos: z.object(
    Object.fromEntries(handoverSlots.map((slot) => [slot, imageRef.nullable()])) as Record<
      HandoverSlot,
      z.ZodNullable<typeof imageRef>
    >,
  ),
  groupPhoto: imageRef.nullable(),
  remarks: z.string(),
  unexpectedSituation: z.string(),
  unexpectedImages: z.array(imageRef),
  /** The appointment date of a car handed over before its day (the customer came early), else null. */
  cameEarlyFor: z.string().nullable(),
  /** Check-in (docs/product.md#handover): odometer in km, fuel in quarters, damage by zone, the customer's signature. */
  mileageKm: z.number().int().nullable(),
  fuelQuarters: z.number().int().nullable(),
  damage: z.array(damageMarkSchema),
  customerSignature: imageRef.nullable(),
  customerSignerName: z.string(),
  updatedAt: z.string(),
});

export const workOrderDetailSchema = workOrderSummarySchema.extend({
  orderType: orderTypeSchema,
  orderRemarks: z.string(),
  items: z.array(
    z.object({
      orderItemId: z.number().int(),
      /** Null for labour alone (extra work approved by the customer). */
      productId: z.number().int().nullable(),
      name: z.string(),
      /** The product's category; 'labour' for labour alone. */
      category: z.string(),
      quantity: z.number().int(),
      size: z.string().nullable(),
      colour: z.string().nullable(),
    }),
  ),
  /** True when an item is solar tint film: the progress step then asks about old film removal. */
  tintJob: z.boolean(),
  /** The handover as saved so far (a draft until the status moves past pendingHandover). */
  handover: handoverSchema.nullable(),
  progress: z.object({
    estimatedCompletionAt: z.string().nullable(),
    expectedDeliveryDate: z.string().nullable(),
    oldFilmRemoved: z.boolean().nullable(),
    oldFilmQuantity: z.number().int().nullable(),
    oldFilmImage: imageRef.nullable(),
    remarks: z.string(),
  }),
  signoffs: z.array(signoffSchema),
  returns: z.array(z.object({ photos: z.array(imageRef), remarks: z.string(), createdAt: z.string() })),
  reworks: z.array(
    z.object({
      id: z.number().int(),
      reason: z.string(),
      description: z.string(),
      complaintId: z.number().int().nullable(),
      createdBy: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  complaints: z.array(complaintSchema),
  /** The order's number in the company's CMS, and what the technician noted when the car arrived. */
  cmsOrderNo: z.string().nullable(),
  arrivalRemarks: z.string(),
  /** What earlier steps recorded (work-order-flow.ts): with the status, decides the next step. */
  facts: z.object({ groupPhoto: z.boolean(), allSignedOff: z.boolean(), returned: z.boolean() }),
  /** The order's car as the catalogue takes it (quoting a product that fits it); null without one. */
  car: carRef.nullable(),
  /** Extra work found on the car: findings, their quoted lines with each decision, and the charges. */
  extraWork: extraWorkSchema,
  /** The steps the caller may take now (role, store, state and facts all allow it). */
  actions: z.object({
    dispatch: z.boolean(),
    accept: z.boolean(),
    reject: z.boolean(),
    handover: z.boolean(),
    groupPhoto: z.boolean(),
    progress: z.boolean(),
    finishWork: z.boolean(),
    signoff: z.boolean(),
    returnPhotos: z.boolean(),
    deliver: z.boolean(),
    rework: z.boolean(),
    recordFinding: z.boolean(),
    recordPhoneDecision: z.boolean(),
  }),
});
export type WorkOrderDetail = z.infer<typeof workOrderDetailSchema>;

export const workOrderTabsCall = defineCall({
  path: '/api/app/staff/workorder/tabs',
  summary: "The staff order tabs with how many work orders each holds (the caller's store; the company: all)",
  auth: 'staff',
  mutating: false,
  payload: z.object({ storeId: id.optional() }),
  response: z.array(z.object({ tab: workOrderTabSchema, count: z.number().int() })),
});

export const workOrderPage = defineCall({
  path: '/api/app/staff/workorder/page',
  summary: 'Work orders of one staff tab, newest first; `mine` keeps those assigned to the caller',
  auth: 'staff',
  mutating: false,
  payload: z.object({
    ...keyedPageRequest,
    tab: workOrderTabSchema.default('all'),
    storeId: id.optional(),
    mine: z.boolean().default(false),
    keyword: z.string().trim().max(40).optional(),
  }),
  response: keyedPageOf(workOrderSummarySchema),
});

export const workOrderFind = defineCall({
  path: '/api/app/staff/workorder/find',
  summary: 'One work order with the order, car, items, customer, photos, sign-offs, reworks and complaints',
  auth: 'staff',
  mutating: false,
  payload: z.object({ id }),
  response: workOrderDetailSchema,
});
