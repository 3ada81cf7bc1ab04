import { z } from 'zod';
import { defineCall } from '../define-call';
import { isCalendarDate } from '../../lib/calendar-date';

/** Partner stores and their appointment slots. */

export const storeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['workshop', 'outlet']),
  state: z.string(),
  city: z.string(),
  address: z.string(),
  postcode: z.string(),
  phone: z.string(),
  lat: z.number(),
  lng: z.number(),
  openDays: z.array(z.number().int()),
  opens: z.string(),
  closes: z.string(),
  /** Kilometres from the position sent, when one was sent. */
  distanceKm: z.number().nullable(),
  /**
   * When the list was asked for an order's lines: the products this store holds too few of (empty:
   * it has them all), in the caller's language. Absent otherwise.
   */
  short: z.array(z.object({ productId: z.number().int(), name: z.string(), left: z.number().int() })).optional(),
});
export type Store = z.infer<typeof storeSchema>;

export const storeList = defineCall({
  path: '/api/app/order/vehicle/door/store/list',
  summary: 'Partner stores by type, state and city; nearest first when a position is sent',
  auth: 'public',
  mutating: false,
  payload: z.object({
    /** 'install' lists workshops; 'pickup' lists every store that hands goods over. */
    purpose: z.enum(['install', 'pickup', 'all']).default('all'),
    state: z.string().max(60).optional(),
    city: z.string().max(60).optional(),
    keyword: z.string().trim().max(60).optional(),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    /** An order's lines: each store says what it lacks of them, and the stores that have all come first. */
    lines: z
      .array(z.object({ productId: z.number().int().min(1), quantity: z.number().int().min(1).max(999) }))
      .max(100)
      .optional(),
    pageNo: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    list: z.array(storeSchema),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const APPOINTMENT_SLOTS = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
] as const;
/** Any wall-clock time; the server's rules (09:00–17:00, 4 h ahead) decide, with their own messages. */
export const appointmentSlotSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeFormat');
/** A calendar date, YYYY-MM-DD, that exists ('2027-02-29' does not). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateFormat')
  .refine(isCalendarDate, 'dateFormat');

export const storeSlots = defineCall({
  path: '/api/app/order/vehicle/door/store/slots',
  summary: 'Installation slots of a workshop on a date, with the places left and why a slot is closed',
  auth: 'public',
  mutating: false,
  payload: z.object({ storeId: z.number().int().positive(), date: isoDate }),
  response: z.array(
    z.object({
      slot: z.enum(APPOINTMENT_SLOTS),
      remaining: z.number().int(),
      /** null when bookable; otherwise the reason shown greyed out. */
      closedReason: z.enum(['past', 'tooSoon', 'full', 'storeClosed']).nullable(),
    }),
  ),
});

/** Days a workshop does not take appointments, so the picker greys them out (decision 018). */
export const storeClosedDays = defineCall({
  path: '/api/app/order/vehicle/door/store/closed-days',
  summary:
    'The days from a date (at most 31) a workshop is closed: its weekly days off, its closures and the public holidays of its state',
  auth: 'public',
  mutating: false,
  payload: z.object({ storeId: z.number().int().positive(), from: isoDate, days: z.number().int().min(1).max(31) }),
  response: z.array(
    z.object({
      date: z.string(),
      reason: z.enum(['weekly', 'closure', 'holiday']),
      /** The holiday's name in the reader's language; empty for the rest (a closure's reason is the store's own). */
      name: z.string(),
    }),
  ),
});
