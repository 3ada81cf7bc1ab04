import { z } from 'zod';
import { malaysiaAreas } from '../lib/malaysia-areas';
import { normaliseMalaysianPhone } from '../lib/phone';
import { productCategorySchema } from './catalog';
import { defineCall } from './define-call';
import { id, pageOf, pageRequest } from './fields';
import { localizedSchema } from './office';
import { APPOINTMENT_SLOTS, isoDate } from './orders/stores';

/*
 * Back office, workshops (decision 018): hours per weekday, places per hour of the slot grid, the
 * categories a workshop installs, its closures, and the public holidays (federal and per state).
 * A store's details (name, address, phone, position) are what the customer's store list and page
 * show. The company: every store, new stores and the holidays; a store manager: their own store.
 * Custom messages are server text keys (server/i18n/texts/office-workshops.ts).
 */

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'officeTime');

export const dayHoursSchema = z
  .object({ weekday: z.number().int().min(1).max(7), open: z.boolean(), opens: time, closes: time })
  .refine((d) => !d.open || d.opens < d.closes, { message: 'officeHoursOrder', path: ['closes'] });
export type DayHoursInput = z.infer<typeof dayHoursSchema>;

export const hourCapacitySchema = z.object({
  slot: z.enum(APPOINTMENT_SLOTS),
  capacity: z.number().int().min(0, 'officeCapacity').max(50, 'officeCapacity'),
});

export const workshopSettingsSchema = z
  .object({
    weekHours: z.array(dayHoursSchema).length(7),
    hourCapacity: z.array(hourCapacitySchema).length(APPOINTMENT_SLOTS.length),
    services: z.array(productCategorySchema).max(20),
  })
  .superRefine((w, ctx) => {
    if (new Set(w.weekHours.map((d) => d.weekday)).size !== 7)
      ctx.addIssue({ code: 'custom', message: 'officeWeekdays', path: ['weekHours'] });
    if (new Set(w.hourCapacity.map((h) => h.slot)).size !== APPOINTMENT_SLOTS.length)
      ctx.addIssue({ code: 'custom', message: 'officeCapacity', path: ['hourCapacity'] });
  });
export type WorkshopSettings = z.infer<typeof workshopSettingsSchema>;

/** Malaysia's bounds, with a margin: a position outside them is a typo (a swapped pair, a missing digit). */
export const MALAYSIA_BOUNDS = { lat: { min: 0.8, max: 7.5 }, lng: { min: 99.5, max: 119.5 } } as const;

const storeStates = malaysiaAreas.map((a) => a.state);
/** A number a store gives (landline, mobile, 1300/1800), kept as normaliseMalaysianPhone writes it. */
const storePhone = z
  .string()
  .max(30, 'officeStorePhone')
  .transform((value, ctx) => {
    const phone = normaliseMalaysianPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'officeStorePhone' });
      return z.NEVER;
    }
    return phone;
  });

/** What a customer sees of a store, as the office edits it. */
export const workshopDetailsSchema = z.object({
  name: z.string().trim().min(1, 'officeStoreName').max(80, 'officeStoreName'),
  address: z.string().trim().min(1, 'officeStoreAddress').max(200, 'officeStoreAddress'),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'officeStorePostcode'),
  city: z.string().trim().min(1, 'officeStoreCity').max(60, 'officeStoreCity'),
  state: z.string().refine((s) => storeStates.includes(s), 'officeStoreState'),
  phone: storePhone,
  lat: z.number().min(MALAYSIA_BOUNDS.lat.min, 'officeLatitude').max(MALAYSIA_BOUNDS.lat.max, 'officeLatitude'),
  lng: z.number().min(MALAYSIA_BOUNDS.lng.min, 'officeLongitude').max(MALAYSIA_BOUNDS.lng.max, 'officeLongitude'),
});
export type WorkshopDetailsInput = z.input<typeof workshopDetailsSchema>;
export type WorkshopDetails = z.output<typeof workshopDetailsSchema>;

/** A store's code: letters, digits and dashes (WS-SEL-001), kept in capitals, unique. */
export const STORE_CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{0,18}[A-Z0-9])?$/;
const storeCode = z
  .string()
  .trim()
  .transform((c) => c.toUpperCase())
  .pipe(z.string().regex(STORE_CODE_PATTERN, 'officeStoreCode'));

export const workshopRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['workshop', 'outlet']),
  state: z.string(),
  city: z.string(),
  openDays: z.number().int(),
  /** Places a week on the grid. */
  weeklyPlaces: z.number().int(),
  /** Closures from today on. */
  upcomingClosures: z.number().int(),
});
export type WorkshopRow = z.infer<typeof workshopRowSchema>;

export const officeWorkshopPage = defineCall({
  path: '/api/app/office/workshop/page',
  summary: 'Back office: the stores with their week at a glance (a manager: their own store)',
  auth: 'staff',
  mutating: false,
  payload: z.object({ ...pageRequest, keyword: z.string().trim().max(60).optional() }),
  response: pageOf(workshopRowSchema),
});

export const officeWorkshopFind = defineCall({
  path: '/api/app/office/workshop/find',
  summary: 'Back office: one store’s hours, slot grid and services as the form edits them',
  auth: 'staff',
  mutating: false,
  payload: z.object({ id }),
  response: z.object({
    store: workshopRowSchema.omit({ openDays: true, weeklyPlaces: true, upcomingClosures: true }),
    settings: workshopSettingsSchema,
    details: workshopDetailsSchema.extend({ phone: z.string() }),
  }),
});

export const officeWorkshopSave = defineCall({
  path: '/api/app/office/workshop/save',
  summary:
    'Back office: change a store’s hours, slot grid and services; refused when a booked appointment would lose its place',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id, settings: workshopSettingsSchema }),
  response: z.object({ id: z.number().int(), changed: z.boolean() }),
});

export const officeWorkshopDetailsSave = defineCall({
  path: '/api/app/office/workshop/details/save',
  summary:
    'Back office: change what customers see of a store (name, address, state, phone, position); refused when a booked day becomes a holiday of the new state',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id, details: workshopDetailsSchema }),
  response: z.object({ id: z.number().int(), changed: z.boolean() }),
});

export const officeWorkshopAdd = defineCall({
  path: '/api/app/office/workshop/add',
  summary:
    'Back office: open a new store (the company); it starts open Monday to Saturday with no stock, and its code is refused when taken',
  auth: 'staff',
  mutating: true,
  payload: z.object({ code: storeCode, kind: z.enum(['workshop', 'outlet']), details: workshopDetailsSchema }),
  response: z.object({ id: z.number().int() }),
});

export const closureSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  reason: z.string(),
  createdBy: z.string(),
});
export type Closure = z.infer<typeof closureSchema>;

export const officeClosurePage = defineCall({
  path: '/api/app/office/workshop/closure/page',
  summary: 'Back office: a store’s closures from today on, soonest first',
  auth: 'staff',
  mutating: false,
  payload: z.object({ ...pageRequest, storeId: id }),
  response: pageOf(closureSchema),
});

export const closureInput = z
  .object({
    storeId: id,
    fromDate: isoDate,
    toDate: isoDate,
    reason: z.string().trim().min(1, 'officeClosureReason').max(200, 'officeClosureReason'),
  })
  .refine((c) => c.fromDate <= c.toDate, { message: 'officeDateOrder', path: ['toDate'] });

export const officeClosureAdd = defineCall({
  path: '/api/app/office/workshop/closure/add',
  summary: 'Back office: close a store on a date or range; refused when appointments are booked then',
  auth: 'staff',
  mutating: true,
  payload: closureInput,
  response: z.object({ id: z.number().int() }),
});

export const officeClosureBookings = defineCall({
  path: '/api/app/office/workshop/closure/bookings',
  summary: 'Back office: how many appointments are booked on the days a closure would cover, and the first',
  auth: 'staff',
  mutating: false,
  payload: z
    .object({ storeId: id, fromDate: isoDate, toDate: isoDate })
    .refine((c) => c.fromDate <= c.toDate, { message: 'officeDateOrder', path: ['toDate'] }),
  response: z.object({ booked: z.number().int(), firstDate: z.string().nullable() }),
});

export const officeClosureRemove = defineCall({
  path: '/api/app/office/workshop/closure/remove',
  summary: 'Back office: open a store again on a closure’s days',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id }),
  response: z.object({ id: z.number().int() }),
});

export const holidaySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  /** Null: federal (every store). */
  state: z.string().nullable(),
  name: localizedSchema,
});
export type Holiday = z.infer<typeof holidaySchema>;

export const officeHolidayPage = defineCall({
  path: '/api/app/office/holiday/page',
  summary: 'Back office: the public holidays of a year, federal and per state, by date',
  auth: 'staff',
  mutating: false,
  payload: z.object({
    ...pageRequest,
    year: z.number().int().min(2000).max(2100),
    state: z.string().trim().max(60).optional(),
  }),
  response: pageOf(holidaySchema),
});

export const officeHolidayAdd = defineCall({
  path: '/api/app/office/holiday/add',
  summary: 'Back office: add a public holiday (state null: federal); the company only',
  auth: 'staff',
  mutating: true,
  payload: z.object({
    date: isoDate,
    state: z.string().trim().min(1).max(60).nullable(),
    name: z.object({
      en: z.string().trim().min(1, 'officeHolidayName').max(120),
      ms: z.string().trim().min(1, 'officeHolidayName').max(120),
      zh: z.string().trim().min(1, 'officeHolidayName').max(120),
    }),
  }),
  response: z.object({ id: z.number().int() }),
});

export const officeHolidayRemove = defineCall({
  path: '/api/app/office/holiday/remove',
  summary: 'Back office: remove a public holiday row; the company only',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id }),
  response: z.object({ id: z.number().int() }),
});
