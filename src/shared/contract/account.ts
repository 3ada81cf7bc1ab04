import { z } from 'zod';
import { normalisePlate } from '../lib/plate';
import { tintWindows } from '../lib/tint-rules';
import { carRef } from './catalog';
import { defineCall } from './define-call';
import { id, malaysianMobile, otpCode, pageOf, pageRequest } from './fields';
import { isoDate } from './orders/stores';
import { uploadId } from './uploads';
import { userInfoSchema } from './user';

// ---- garage (docs/product.md#vehicle) ----------------------------------------------------------

/** A Malaysian plate in any written form, normalised ('wxy 1234' -> 'WXY1234'). */
export const plateField = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const plate = normalisePlate(value);
    if (!plate) {
      ctx.addIssue({ code: 'custom', message: 'plateFormat' });
      return z.NEVER;
    }
    return plate;
  });

export const MAX_CARS_PER_USER = 20;
export const wiperInches = z.number().int().min(10).max(34);
export const tintPercent = z.number().int().min(0).max(100);
/** Where the child car seat goes (the car seats category installs into one position). */
export const seatPositions = ['frontPassenger', 'rearLeft', 'rearMiddle', 'rearRight', 'thirdRow'] as const;
export const seatPositionSchema = z.enum(seatPositions);

/** The fields a customer may set on a car besides the model; null clears a value. */
const carDetails = {
  wiperLongIn: wiperInches.nullable().optional(),
  wiperShortIn: wiperInches.nullable().optional(),
  wiperRearIn: wiperInches.nullable().optional(),
  tintFrontWindscreen: tintPercent.nullable().optional(),
  tintFrontSide: tintPercent.nullable().optional(),
  tintRearSide: tintPercent.nullable().optional(),
  tintRearWindscreen: tintPercent.nullable().optional(),
  seatPosition: seatPositionSchema.nullable().optional(),
};

/** A reading in whole kilometres (an odometer, a service due at); 'serviceMileageWhole' otherwise. */
export const mileageKm = z
  .number('serviceMileageWhole')
  .int('serviceMileageWhole')
  .positive('serviceMileageWhole')
  .max(9_999_999, 'serviceMileageWhole');

/**
 * Service reminders (decision 019): the next service due by date and/or mileage, and the odometer.
 * null clears; the date may not be in the past and the due mileage must be above the current one
 * (checked against the saved car on the server, messages 'serviceDatePast', 'serviceMileageNotAbove').
 */
const serviceDetails = {
  serviceDueDate: isoDate.nullable().optional(),
  serviceDueMileage: mileageKm.nullable().optional(),
  currentMileage: mileageKm.nullable().optional(),
};

export const tintWarningSchema = z.object({
  window: z.enum(tintWindows),
  value: z.number().int(),
  minimum: z.number().int(),
});

export const carSchema = z.object({
  id: z.number().int(),
  specId: z.number().int().nullable(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  variant: z.string(),
  engine: z.string(),
  transmission: z.string(),
  /** Canonical plate ('WXY1234'); '' only for a car imported from a logged-out visit without one. */
  plate: z.string(),
  isDefault: z.boolean(),
  wiperLongIn: z.number().int().nullable(),
  wiperShortIn: z.number().int().nullable(),
  wiperRearIn: z.number().int().nullable(),
  tintFrontWindscreen: z.number().int().nullable(),
  tintFrontSide: z.number().int().nullable(),
  tintRearSide: z.number().int().nullable(),
  tintRearWindscreen: z.number().int().nullable(),
  seatPosition: seatPositionSchema.nullable(),
  /** Tint values below the JPJ minimum (src/shared/lib/tint-rules.ts): shown, never refused. */
  tintWarnings: z.array(tintWarningSchema),
  serviceDueDate: z.string().nullable(),
  serviceDueMileage: z.number().int().nullable(),
  currentMileage: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Car = z.infer<typeof carSchema>;

export const carList = defineCall({
  path: '/api/app/user/car/list',
  summary: "The caller's cars, the default first",
  auth: 'user',
  mutating: false,
  payload: z.object({}),
  response: z.array(carSchema),
});

export const carAdd = defineCall({
  path: '/api/app/user/car/add',
  summary: 'Add a car from the catalogue (specId + year) with its plate; the first car becomes the default',
  auth: 'user',
  mutating: true,
  payload: z.object({
    ...carRef.shape,
    plate: plateField,
    isDefault: z.boolean().optional(),
    ...carDetails,
    ...serviceDetails,
  }),
  response: carSchema,
});

export const carUpdate = defineCall({
  path: '/api/app/user/car/update',
  summary:
    'Change a car: model (specId and year together), plate, wiper sizes, tint, seat position, next service due, mileage',
  auth: 'user',
  mutating: true,
  payload: z.object({
    id,
    specId: z.number().int().positive().optional(),
    year: carRef.shape.year.optional(),
    plate: plateField.optional(),
    ...carDetails,
    ...serviceDetails,
  }),
  response: carSchema,
});

export const carDelete = defineCall({
  path: '/api/app/user/car/del',
  summary: 'Remove a car; when it was the default, the newest remaining car becomes the default',
  auth: 'user',
  mutating: true,
  payload: z.object({ id }),
  response: z.object({ removed: z.number().int(), defaultId: z.number().int().nullable() }),
});

export const carSetDefault = defineCall({
  path: '/api/app/user/car/default',
  summary: 'Make a car the default (pre-fills the Home search and checkout)',
  auth: 'user',
  mutating: true,
  payload: z.object({ id }),
  response: carSchema,
});

export const carImport = defineCall({
  path: '/api/app/user/car/import',
  summary:
    "Move a logged-out visitor's car (local storage carInfoApp) into the account at login; the same car is not added twice",
  auth: 'user',
  mutating: true,
  payload: z.object({ ...carRef.shape, plate: plateField.optional(), ...carDetails }),
  response: z.object({ car: carSchema, imported: z.boolean() }),
});

// ---- profile (docs/product.md#profile) ----------------------------------------------------------

export const emailField = z
  .string()
  .trim()
  .max(254, 'emailFormat')
  .refine((v) => v === '' || /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v), 'emailFormat');

export const profileUpdate = defineCall({
  path: '/api/app/user/info/update',
  summary: 'Change name, email, avatar (an upload of purpose avatar); staff also their introduction',
  auth: 'user',
  mutating: true,
  payload: z.object({
    name: z.string().trim().min(1).max(60).optional(),
    /** '' clears the email. */
    email: emailField.optional(),
    /** An upload id of purpose 'avatar' owned by the caller; null removes the avatar. */
    avatarId: uploadId.nullable().optional(),
    /** Staff only. Store and store address come from the staff member's store and are read-only. */
    introduction: z.string().trim().max(500).optional(),
  }),
  response: userInfoSchema,
});

export const phoneChange = defineCall({
  path: '/api/app/user/phone/change',
  summary:
    "Change the login phone with a code sent to the NEW number (send/sms scene 'changePhone'); ends every session",
  auth: 'user',
  mutating: true,
  payload: z.object({ phone: malaysianMobile, code: otpCode }),
  /** msg is 'Phone number successfully changed, please log in again'; the app logs out. */
  response: z.object({ phone: z.string(), loggedOut: z.literal(true) }),
});

// ---- messages (docs/product.md#message) ---------------------------------------------------------

export const messageKinds = ['order', 'payment', 'refund', 'workOrder', 'complaint', 'service', 'system'] as const;

export const messageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  refType: z.string().nullable(),
  refId: z.number().int().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePage = defineCall({
  path: '/api/app/user/poe-message/page',
  summary: "The caller's messages, newest first, in the request language, with the unread count",
  auth: 'user',
  mutating: false,
  payload: z.object({ ...pageRequest, unreadOnly: z.boolean().default(false) }),
  response: pageOf(messageSchema).extend({ unreadCount: z.number().int() }),
});

export const messageFind = defineCall({
  path: '/api/app/user/poe-message/find',
  summary: "One of the caller's messages (MessageDetail); opening it does not mark it read, call /read",
  auth: 'user',
  mutating: false,
  payload: z.object({ id }),
  response: messageSchema,
});

export const messageRead = defineCall({
  path: '/api/app/user/poe-message/read',
  summary: 'Mark one message (id) or all of them (all: true) read',
  auth: 'user',
  mutating: true,
  payload: z.object({ id: id.optional(), all: z.boolean().optional() }),
  response: z.object({ updated: z.number().int(), unreadCount: z.number().int() }),
});

export const messageUnreadCount = defineCall({
  path: '/api/app/user/poe-message/unread-count',
  summary: 'How many messages are unread, for the badge',
  auth: 'user',
  mutating: false,
  payload: z.object({}),
  response: z.object({ unreadCount: z.number().int() }),
});
