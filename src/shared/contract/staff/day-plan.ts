import { z } from 'zod';
import { defineCall } from '../define-call';
import { APPOINTMENT_SLOTS, isoDate } from '../orders/stores';
import { orderStatusSchema } from '../orders/orders';
import { workOrderStatusSchema } from '../work-order-names';

const appointment = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  /** Null while the order has no work order yet (paid moments ago). */
  workOrderId: z.number().int().nullable(),
  workStatus: workOrderStatusSchema.nullable(),
  orderStatus: orderStatusSchema,
  slot: z.enum(APPOINTMENT_SLOTS),
  plate: z.string(),
  vehicleModel: z.string(),
  /** The first line's name in the caller's language, and how many lines the order has. */
  firstItemName: z.string(),
  lineCount: z.number().int(),
  technicianId: z.number().int().nullable(),
  technicianName: z.string().nullable(),
});
export type PlanAppointment = z.infer<typeof appointment>;

/** A workshop's day: its appointments by hour and technician, each technician's load and the takings. */
export const staffDayPlan = defineCall({
  path: '/api/app/staff/store/day',
  summary:
    "A workshop's appointments on a day (today unless asked) by hour and technician, each technician's number of jobs, and (managers) the day's takings; store staff: their own store, the company: the store asked for",
  auth: 'staff',
  mutating: false,
  payload: z.object({
    /** A Malaysian calendar date (YYYY-MM-DD); today, as the server's clock has it, when left out. */
    date: isoDate.optional(),
    /** The company's choice of store; store staff always get their own. */
    storeId: z.number().int().positive().optional(),
  }),
  response: z.object({
    storeId: z.number().int(),
    storeName: z.string(),
    /** The Malaysian calendar date shown, and today's (YYYY-MM-DD): the app names today and tomorrow. */
    date: z.string(),
    today: z.string(),
    /** The stores the caller may choose from (the company: every store; others: their own). */
    stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
    appointments: z.array(appointment),
    /** The store's active technicians, each with the number of that day's jobs assigned to them. */
    technicians: z.array(z.object({ id: z.number().int(), name: z.string(), jobs: z.number().int() })),
    unassigned: z.number().int(),
    /** Orders paid that day at the store and what they brought in; null for staff who do not see money. */
    takings: z.object({ orders: z.number().int(), revenueSen: z.number().int() }).nullable(),
  }),
});
