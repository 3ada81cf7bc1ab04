import { z } from 'zod';
import { workOrderSteps } from '../work-order-flow';
import { extraWorkSchema } from './extra-work';
import { damageMarkSchema, handoverSlotSchema, workOrderStatusSchema } from '../work-order-names';

/**
 * The work on the car as the customer of an installation order follows it (docs/product.md#handover,
 * #work-flow): where the work is, when each step was done, and what the workshop recorded. Only
 * steps the server has received and completed: a handover saved as a draft, or a step still waiting
 * in the staff app's outbox, shows nothing yet. A cancelled work order shows none of it.
 */

/** A photo the workshop took, at a signed address only the order's customer is handed. */
const orderPhoto = z.object({ id: z.string(), url: z.string() });

export const orderWorkSchema = z.object({
  status: workOrderStatusSchema,
  /** The step being worked on now (work-order-flow.ts's order); the last one once the car is handed back. */
  currentStep: z.enum(workOrderSteps),
  /** Every step of the flow in order, with when it was done (null: not yet). */
  steps: z.array(z.object({ step: z.enum(workOrderSteps), doneAt: z.string().nullable() })),
  /** The car's condition when it was handed over; null until the handover is complete. */
  handover: z
    .object({
      photos: z.array(orderPhoto.extend({ slot: handoverSlotSchema })),
      remarks: z.string(),
      unexpectedSituation: z.string(),
      unexpectedPhotos: z.array(orderPhoto),
      /** Check-in: the odometer (km), the fuel gauge in quarters, damage by zone and who signed it. */
      mileageKm: z.number().int().nullable(),
      fuelQuarters: z.number().int().nullable(),
      damage: z.array(damageMarkSchema),
      signedBy: z.string(),
      at: z.string().nullable(),
    })
    .nullable(),
  /** The photo of the sales consultant, the technician and the car. */
  groupPhoto: orderPhoto.nullable(),
  /** The technician's estimate and remarks while working (kept as they save them). */
  progress: z.object({
    estimatedCompletionAt: z.string().nullable(),
    expectedDeliveryDate: z.string().nullable(),
    remarks: z.string(),
  }),
  /** Photos taken when the car goes back to the customer, oldest first (a rework adds another set). */
  returns: z.array(z.object({ photos: z.array(orderPhoto), remarks: z.string(), at: z.string() })),
  /** Extra work found on the car, quoted for the customer to approve or decline line by line. */
  extraWork: extraWorkSchema,
});
export type OrderWork = z.infer<typeof orderWorkSchema>;
