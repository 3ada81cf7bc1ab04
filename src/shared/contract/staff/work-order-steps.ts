import { z } from 'zod';
import { defineCall } from '../define-call';
import { id } from '../fields';
import { orderStatusSchema } from '../orders/orders';
import { isoDate } from '../orders/stores';
import { uploadId } from '../uploads';
import {
  carZones,
  damageMarkSchema,
  FUEL_QUARTERS,
  handoverPhotosInput,
  MAX_MILEAGE_KM,
  MAX_RETURN_PHOTOS,
  MAX_UNEXPECTED_IMAGES,
  signoffSchema,
  workOrderStatusSchema,
} from './work-orders';

/** The steps of a work order: dispatch, accept or reject, handover, progress, sign-off, return, delivery, rework and notes. */

const workOrderResult = z.object({
  id: z.number().int(),
  status: workOrderStatusSchema,
  orderStatus: orderStatusSchema,
});

export const workOrderDispatch = defineCall({
  path: '/api/app/staff/workorder/dispatch',
  summary: 'Assign a technician (and a sales consultant) of the store to a work order awaiting acceptance',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id, technicianId: id, salesId: id.optional() }),
  response: workOrderResult,
});

export const workOrderAccept = defineCall({
  path: '/api/app/staff/workorder/accept',
  summary: 'A technician accepts a work order (assigned to them, or not yet assigned)',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id }),
  response: workOrderResult,
});

export const workOrderReject = defineCall({
  path: '/api/app/staff/workorder/reject',
  summary: 'A technician rejects a work order with a reason; it goes back for dispatch',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id, reason: z.string().trim().min(1, 'rejectReasonRequired').max(200) }),
  response: workOrderResult,
});

export const workOrderHandover = defineCall({
  path: '/api/app/staff/workorder/handover',
  summary:
    "Vehicle handover: nine photos, remarks, unexpected situation with images, mileage, fuel, damage marked on the car outline and the customer's signature; `draft` saves, otherwise completes (service starts)",
  auth: 'staff',
  mutating: true,
  payload: z.object({
    id,
    photos: handoverPhotosInput.default({}),
    remarks: z.string().trim().max(500).default(''),
    unexpectedSituation: z.string().trim().max(500).default(''),
    unexpectedImages: z.array(uploadId).max(MAX_UNEXPECTED_IMAGES).default([]),
    draft: z.boolean().default(false),
    /** The technician confirmed the customer brought the car before its appointment day (needed then). */
    cameEarly: z.boolean().default(false),
    /** Check-in: needed to complete, optional in a draft (docs/product.md#handover). */
    mileageKm: z
      .number()
      .int()
      .min(0, 'handoverMileageRange')
      .max(MAX_MILEAGE_KM, 'handoverMileageRange')
      .nullable()
      .default(null),
    fuelQuarters: z.number().int().min(0).max(FUEL_QUARTERS).nullable().default(null),
    damage: z
      .array(damageMarkSchema)
      .max(carZones.length)
      .default([])
      .refine((marks) => new Set(marks.map((m) => m.zone)).size === marks.length, 'handoverDamageTwice'),
    /** The customer's signature drawn on the technician's phone (an upload of purpose signature). */
    customerSignature: uploadId.nullable().default(null),
    customerSignerName: z.string().trim().max(80).default(''),
  }),
  response: workOrderResult,
});

export const workOrderGroupPhoto = defineCall({
  path: '/api/app/staff/workorder/group-photo',
  summary: 'The sales consultant uploads the group photo with sales, technician and vehicle',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id, photo: uploadId }),
  response: workOrderResult,
});

export const workOrderProgress = defineCall({
  path: '/api/app/staff/workorder/progress',
  summary:
    'In service: estimated completion time, expected delivery date, old film removal (tint jobs), remarks; `draft` saves, otherwise completes the work',
  auth: 'staff',
  mutating: true,
  payload: z.object({
    id,
    /** ISO date-time with offset, e.g. 2026-01-15T16:30:00+08:00. */
    estimatedCompletionAt: z.iso.datetime({ offset: true }).nullable().optional(),
    expectedDeliveryDate: isoDate.nullable().optional(),
    oldFilmRemoved: z.boolean().nullable().optional(),
    oldFilmQuantity: z.number().int().min(0).max(20).nullable().optional(),
    oldFilmImage: uploadId.nullable().optional(),
    remarks: z.string().trim().max(500).optional(),
    draft: z.boolean().default(false),
  }),
  response: workOrderResult,
});

export const workOrderSignoff = defineCall({
  path: '/api/app/staff/workorder/signoff',
  summary: "Sign off one product of the order: the signer's name and drawn signature (an upload of purpose signature)",
  auth: 'staff',
  mutating: true,
  payload: z.object({
    id,
    orderItemId: id,
    signerName: z.string().trim().min(1, 'signerRequired').max(80),
    signature: uploadId,
  }),
  response: z.object({ id: z.number().int(), signoffs: z.array(signoffSchema), allSigned: z.boolean() }),
});

export const workOrderReturn = defineCall({
  path: '/api/app/staff/workorder/return',
  summary: 'Vehicle return photos (at least one) after the work is done',
  auth: 'staff',
  mutating: true,
  payload: z.object({
    id,
    photos: z.array(uploadId).max(MAX_RETURN_PHOTOS).default([]),
    remarks: z.string().trim().max(500).default(''),
  }),
  response: workOrderResult,
});

export const workOrderDeliver = defineCall({
  path: '/api/app/staff/workorder/deliver',
  summary: 'The sales consultant confirms delivery; refused until return photos and every sign-off exist',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id }),
  response: workOrderResult,
});

export const workOrderRework = defineCall({
  path: '/api/app/staff/workorder/rework',
  summary: 'Open a rework (reason and description, optionally for a complaint); the car goes back in service',
  auth: 'staff',
  mutating: true,
  payload: z.object({
    id,
    reason: z.string().trim().min(1, 'reworkReasonRequired').max(200),
    description: z.string().trim().min(1, 'reworkDescriptionRequired').max(1000),
    complaintId: id.optional(),
  }),
  response: workOrderResult.extend({ reworkId: z.number().int() }),
});
export const workOrderNote = defineCall({
  path: '/api/app/staff/workorder/note',
  summary:
    "Fill the order's CMS order number (sales and managers) or arrival remarks (the technician); a field left out keeps its value",
  auth: 'staff',
  mutating: true,
  payload: z.object({
    id,
    cmsOrderNo: z.string().trim().max(40).optional(),
    arrivalRemarks: z.string().trim().max(500).optional(),
  }),
  response: z.object({ id: z.number().int(), cmsOrderNo: z.string().nullable(), arrivalRemarks: z.string() }),
});
