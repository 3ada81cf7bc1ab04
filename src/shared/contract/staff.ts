import { z } from 'zod';
import { defineCall } from './define-call';
import { id, malaysianMobile, pageOf, pageRequest } from './fields';
import {
  isoDate,
  mailingAddressSchema,
  orderStatusSchema,
  orderTypeSchema,
  refundSchema,
  refundStatusSchema,
} from './orders';
import { complaintSchema, complaintStatusSchema } from './support';
import { uploadId } from './uploads';
import { clientLogin } from './user';

/*
 * Staff calls (issue 7): sign-up and login, the work order flow, complaints, refunds and the
 * manager desk. Every call lives under /api/app/staff/; who may make each one is enforced by the
 * server (server/staff/permissions.ts) and pinned by the permission matrix test.
 */

// ---- staff accounts ---------------------------------------------------------------------------

export const staffRoles = ['sales', 'technician', 'manager'] as const;
/** Roles a person may sign up for; the company role is never self-service. */
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffRegister = defineCall({
  path: '/api/app/staff/register',
  summary:
    'Staff sign-up (name, phone, company, store, role, password twice, SMS code of scene staffRegister, agreement); waits for approval',
  auth: 'public',
  mutating: true,
  payload: z.object({
    name: z.string().trim().min(1, 'nameRequired').max(80),
    phone: malaysianMobile,
    company: z.string().trim().min(1, 'companyRequired').max(120),
    storeId: id,
    role: staffRoleSchema,
    /** Checked by the server with the shared rule (8 characters, two of letters, digits, symbols). */
    password: z.string().max(128),
    confirmPassword: z.string().max(128),
    /** 'Please obtain the verification code' when empty, 'Please enter 6-digit OTP' when not 6 digits. */
    code: z
      .string()
      .trim()
      .min(1, 'otpMissing')
      .regex(/^\d{6}$/, 'otpFormat'),
    agree: z.literal(true, 'agreementRequired'),
  }),
  /** msg: 'Registration successful, wait for approval before logging in'. */
  response: z.object({ id: z.number().int(), status: z.literal('pending') }),
});

export const staffLogin = defineCall({
  path: '/api/app/staff/login',
  summary: 'Staff log in with phone and password (or with an SMS code through client-login)',
  auth: 'public',
  mutating: true,
  secretAnswer: true,
  payload: z.object({ phone: malaysianMobile, password: z.string().min(1).max(128) }),
  response: clientLogin.response,
});

export const signupStatuses = ['pending', 'active', 'refused'] as const;
export const signupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  role: z.enum(['sales', 'technician', 'manager', 'company']),
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  status: z.enum(['pending', 'active', 'refused', 'disabled']),
  reviewNote: z.string(),
  createdAt: z.string(),
});
export type Signup = z.infer<typeof signupSchema>;

export const signupPage = defineCall({
  path: '/api/app/staff/signup/page',
  summary: 'Staff sign-ups to review: a manager sees their store, the company every store',
  auth: 'staff',
  mutating: false,
  payload: z.object({ ...pageRequest, status: z.enum(signupStatuses).default('pending') }),
  response: pageOf(signupSchema),
});

export const signupReview = defineCall({
  path: '/api/app/staff/signup/review',
  summary: 'Approve or refuse a pending sign-up; refusing needs a reason',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id, approve: z.boolean(), reason: z.string().trim().max(200).default('') }),
  response: signupSchema,
});

export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(['sales', 'technician', 'manager']),
  storeId: z.number().int(),
  /** Work orders of this person not yet completed or cancelled (to spread the load when dispatching). */
  openWork: z.number().int(),
});

export const staffMemberList = defineCall({
  path: '/api/app/staff/member/list',
  summary: 'Active staff of a store (a manager: their own store), for dispatching',
  auth: 'staff',
  mutating: false,
  payload: z.object({ storeId: id.optional(), role: z.enum(['sales', 'technician', 'manager']).optional() }),
  response: z.array(staffMemberSchema),
});

// ---- work orders ------------------------------------------------------------------------------

/** Work order states of the state machine (work-order-flow.ts). */
export const workOrderStatuses = [
  'pendingAcceptance',
  'rejected',
  'pendingHandover',
  'inService',
  'pendingCollection',
  'completed',
  'cancelled',
] as const;
export const workOrderStatusSchema = z.enum(workOrderStatuses);
export type WorkOrderStatus = z.infer<typeof workOrderStatusSchema>;

/** The staff order tabs of spec §4. */
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

/** The nine vehicle handover photo slots of spec §3. */
export const handoverSlots = [
  'frontLeft45',
  'frontRight45',
  'rearLeft45',
  'rearRight45',
  'engine',
  'roofSunroof',
  'trunk',
  'driverSeat',
  'passengerSeat',
] as const;
export type HandoverSlot = (typeof handoverSlots)[number];
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
  updatedAt: z.string(),
});

export const workOrderDetailSchema = workOrderSummarySchema.extend({
  orderType: orderTypeSchema,
  orderRemarks: z.string(),
  items: z.array(
    z.object({
      orderItemId: z.number().int(),
      productId: z.number().int(),
      name: z.string(),
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
    ...pageRequest,
    tab: workOrderTabSchema.default('all'),
    storeId: id.optional(),
    mine: z.boolean().default(false),
    keyword: z.string().trim().max(40).optional(),
  }),
  response: pageOf(workOrderSummarySchema),
});

export const workOrderFind = defineCall({
  path: '/api/app/staff/workorder/find',
  summary: 'One work order with the order, car, items, customer, photos, sign-offs, reworks and complaints',
  auth: 'staff',
  mutating: false,
  payload: z.object({ id }),
  response: workOrderDetailSchema,
});

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
    'Vehicle handover: nine photos, remarks, unexpected situation with images; `draft` saves, otherwise completes (service starts)',
  auth: 'staff',
  mutating: true,
  payload: z.object({
    id,
    photos: handoverPhotosInput.default({}),
    remarks: z.string().trim().max(500).default(''),
    unexpectedSituation: z.string().trim().max(500).default(''),
    unexpectedImages: z.array(uploadId).max(MAX_UNEXPECTED_IMAGES).default([]),
    draft: z.boolean().default(false),
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

// ---- complaints -------------------------------------------------------------------------------

export const staffComplaintSchema = complaintSchema.extend({
  customerName: z.string(),
  customerPhone: z.string(),
  plate: z.string(),
  storeId: z.number().int().nullable(),
  workOrderId: z.number().int().nullable(),
});

export const staffComplaintPage = defineCall({
  path: '/api/app/staff/complaint/page',
  summary: "Complaints on the orders of the caller's store (the company: all), newest first",
  auth: 'staff',
  mutating: false,
  payload: z.object({ ...pageRequest, status: complaintStatusSchema.optional() }),
  response: pageOf(staffComplaintSchema),
});

export const staffComplaintUpdate = defineCall({
  path: '/api/app/staff/complaint/update',
  summary:
    'Follow a complaint: pending -> in_progress -> processed (with the result the customer sees); may open a rework',
  auth: 'staff',
  mutating: true,
  payload: z.object({
    id,
    status: z.enum(['in_progress', 'processed']),
    processingResult: z.string().trim().max(1000).default(''),
    rework: z
      .object({
        reason: z.string().trim().min(1, 'reworkReasonRequired').max(200),
        description: z.string().trim().min(1, 'reworkDescriptionRequired').max(1000),
      })
      .optional(),
  }),
  response: staffComplaintSchema.extend({ reworkId: z.number().int().nullable() }),
});

// ---- refunds ----------------------------------------------------------------------------------

export const staffRefundSchema = refundSchema.extend({
  orderNo: z.string(),
  orderType: orderTypeSchema,
  orderStatus: orderStatusSchema,
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  customerName: z.string(),
  customerPhone: z.string(),
  /** Past the 3-working-day promise and still waiting for review. */
  overdue: z.boolean(),
});

export const staffRefundPage = defineCall({
  path: '/api/app/staff/refund/page',
  summary: "Refund requests on the caller's store's orders (the company: all), oldest due first",
  auth: 'staff',
  mutating: false,
  payload: z.object({ ...pageRequest, status: refundStatusSchema.optional() }),
  response: pageOf(staffRefundSchema),
});

export const staffRefundReview = defineCall({
  path: '/api/app/staff/refund/review',
  summary: 'Approve (the money goes back through the gateway) or reject a refund request; rejecting needs a reason',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id, approve: z.boolean(), note: z.string().trim().max(500).default('') }),
  response: staffRefundSchema,
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

// ---- self-pickup and mail orders ---------------------------------------------------------------

export const pickupMethods = ['customer', 'proxy'] as const;
/** Who collects a self-pickup order: the customer, or someone else for them (named). */
export const pickupMethodSchema = z.enum(pickupMethods);
export type PickupMethod = z.infer<typeof pickupMethodSchema>;

export const staffOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  orderType: z.enum(['pickup', 'mail']),
  status: orderStatusSchema,
  storeId: z.number().int().nullable(),
  customerName: z.string(),
  customerPhone: z.string(),
  itemCount: z.number().int(),
  /** Order lines ("first item and N more" counts lines, not units). */
  lineCount: z.number().int(),
  firstItemName: z.string(),
  expressCompany: z.string().nullable(),
  expressNo: z.string().nullable(),
  /** Mail orders: when sales packed it (shipping needs it). */
  packedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** One goods order as the sales desk handles it (never its pickup code: the customer shows that). */
export const staffOrderDetailSchema = staffOrderSchema.extend({
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      size: z.string().nullable(),
      colour: z.string().nullable(),
    }),
  ),
  customerEmail: z.string(),
  storeName: z.string().nullable(),
  mailingAddress: mailingAddressSchema.nullable(),
  actualPaySen: z.number().int(),
  paidAt: z.string().nullable(),
  pickupMethod: pickupMethodSchema.nullable(),
  collectorName: z.string(),
  collectedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  cmsOrderNo: z.string().nullable(),
  arrivalRemarks: z.string(),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

const pickupCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'pickupCodeFormat');

export const staffOrderPage = defineCall({
  path: '/api/app/staff/order/page',
  summary:
    "Paid self-pickup orders of the caller's store and mail orders (shipped centrally), newest first; keyword: order number, phone or customer name",
  auth: 'staff',
  mutating: false,
  payload: z.object({
    ...pageRequest,
    /** Absent: both kinds. */
    orderType: z.enum(['pickup', 'mail']).optional(),
    done: z.boolean().default(false),
    keyword: z.string().trim().max(60).default(''),
  }),
  response: pageOf(staffOrderSchema),
});

export const staffOrderFind = defineCall({
  path: '/api/app/staff/order/find',
  summary:
    'One goods order for the sales desk, by id or by the pickup code the customer shows (looking up by code counts as a guess: a few per person per 15 minutes)',
  auth: 'staff',
  mutating: false,
  payload: z
    .object({ id: id.optional(), pickupCode: pickupCode.optional() })
    .refine((v) => (v.id === undefined) !== (v.pickupCode === undefined), 'orderFindOne'),
  response: staffOrderDetailSchema,
});

export const staffOrderPickup = defineCall({
  path: '/api/app/staff/order/pickup',
  summary:
    'Hand a self-pickup order over at the store against the customer’s 6-digit pickup code, to the customer or to someone named',
  auth: 'staff',
  mutating: true,
  payload: z
    .object({
      orderId: id,
      pickupCode,
      pickupMethod: pickupMethodSchema.default('customer'),
      collectorName: z.string().trim().max(80).default(''),
    })
    .refine((v) => v.pickupMethod !== 'proxy' || v.collectorName.length > 0, {
      message: 'collectorNameRequired',
      path: ['collectorName'],
    }),
  response: staffOrderSchema,
});

export const staffOrderPack = defineCall({
  path: '/api/app/staff/order/pack',
  summary: 'Record that a paid mail order is packed (shipping needs it)',
  auth: 'staff',
  mutating: true,
  payload: z.object({ orderId: id }),
  response: staffOrderSchema,
});

export const staffOrderShip = defineCall({
  path: '/api/app/staff/order/ship',
  summary: 'Record the courier and tracking number of a packed mail order; the customer then confirms receipt',
  auth: 'staff',
  mutating: true,
  payload: z.object({
    orderId: id,
    expressCompany: z.string().trim().min(1, 'expressCompanyRequired').max(60),
    expressNo: z.string().trim().min(1, 'expressNoRequired').max(60),
  }),
  response: staffOrderSchema,
});

export const staffOrderNote = defineCall({
  path: '/api/app/staff/order/note',
  summary: 'Sales fill a goods order’s CMS order number and arrival remarks (a field left out stays as it is)',
  auth: 'staff',
  mutating: true,
  payload: z.object({
    orderId: id,
    cmsOrderNo: z.string().trim().max(40).optional(),
    arrivalRemarks: z.string().trim().max(500).optional(),
  }),
  response: staffOrderDetailSchema,
});

// ---- manager desk -----------------------------------------------------------------------------

export const storeOverview = defineCall({
  path: '/api/app/staff/store/overview',
  summary:
    'Work in progress per store (a manager: their store; the company: every store, and the mail orders that belong to none)',
  auth: 'staff',
  mutating: false,
  payload: z.object({}),
  response: z.object({
    stores: z.array(
      z.object({
        storeId: z.number().int(),
        storeName: z.string(),
        counts: z.object(
          Object.fromEntries(workOrderStatuses.map((s) => [s, z.number().int()])) as Record<
            WorkOrderStatus,
            z.ZodNumber
          >,
        ),
        openComplaints: z.number().int(),
        pendingRefunds: z.number().int(),
        overdueRefunds: z.number().int(),
        pendingSignups: z.number().int(),
      }),
    ),
    /** Mail orders belong to no store; for whoever reviews their refunds (the company), else null. */
    mailOrders: z
      .object({ pendingRefunds: z.number().int(), overdueRefunds: z.number().int(), openComplaints: z.number().int() })
      .nullable(),
  }),
});
