import type { Role } from './fields';
import { OFFICE_PERMISSIONS } from './office-permissions';
import type { WorkOrderStatus } from './staff';

/**
 * The one description of how a work order moves, shared by the server (which refuses anything
 * else) and the staff app (which offers only the next step, and projects steps still waiting in
 * the outbox). Changing the order of steps means changing this file, and both follow.
 */

/** Everything that happens to a work order, from staff steps to the order being refunded. */
export const workOrderEvents = [
  'dispatch',
  'accept',
  'reject',
  'saveHandover',
  'handover',
  'groupPhoto',
  'saveProgress',
  'finishWork',
  'signoff',
  'returnPhotos',
  'deliver',
  'rework',
  'cancel',
  'recordFinding',
  'decideExtraWork',
] as const;
export type WorkOrderEvent = (typeof workOrderEvents)[number];

/**
 * For each event, the states it may happen in and the state it leads to. Steps that only record
 * something (drafts, group photo, sign-off, return photos) keep the state.
 *
 *   pendingAcceptance --accept--> pendingHandover --handover--> inService --finishWork-->
 *   pendingCollection --deliver--> completed;  pendingAcceptance --reject--> rejected
 *   --dispatch--> pendingAcceptance;  pendingCollection | completed --rework--> inService;
 *   pendingAcceptance | rejected | pendingHandover --cancel--> cancelled (order refunded).
 * Extra work found on the car is recorded, and decided, while the car is at the workshop (no move).
 */
const atWorkshop = { pendingHandover: 'pendingHandover', inService: 'inService' } as const;
const MOVES: Record<WorkOrderEvent, Partial<Record<WorkOrderStatus, WorkOrderStatus>>> = {
  dispatch: { pendingAcceptance: 'pendingAcceptance', rejected: 'pendingAcceptance' },
  accept: { pendingAcceptance: 'pendingHandover' },
  reject: { pendingAcceptance: 'rejected' },
  saveHandover: { pendingHandover: 'pendingHandover' },
  handover: { pendingHandover: 'inService' },
  groupPhoto: { pendingHandover: 'pendingHandover', inService: 'inService', pendingCollection: 'pendingCollection' },
  saveProgress: { inService: 'inService' },
  finishWork: { inService: 'pendingCollection' },
  signoff: { inService: 'inService', pendingCollection: 'pendingCollection' },
  returnPhotos: { pendingCollection: 'pendingCollection' },
  deliver: { pendingCollection: 'completed' },
  rework: { pendingCollection: 'inService', completed: 'inService' },
  cancel: { pendingAcceptance: 'cancelled', rejected: 'cancelled', pendingHandover: 'cancelled' },
  recordFinding: atWorkshop,
  decideExtraWork: { ...atWorkshop, pendingCollection: 'pendingCollection' },
};

export function nextWorkOrderStatus(from: WorkOrderStatus, event: WorkOrderEvent): WorkOrderStatus | null {
  return MOVES[event][from] ?? null;
}

/** What decides a step beyond the state: recorded by earlier steps. */
export interface WorkOrderFacts {
  /** The group photo of sales, technician and car exists. */
  groupPhoto: boolean;
  /** Every product of the order is signed off (a rework asks for new signatures). */
  allSignedOff: boolean;
  /** Return photos were taken after the latest rework. */
  returned: boolean;
}

export const noFacts: WorkOrderFacts = { groupPhoto: false, allSignedOff: false, returned: false };

/** Why an event the state allows must still wait (a server message key), or null. */
export type WorkOrderBlocker = 'groupPhotoRequired' | 'waitForReturn';

export function blockerOf(event: WorkOrderEvent, facts: WorkOrderFacts): WorkOrderBlocker | null {
  if (event === 'finishWork' && !facts.groupPhoto) return 'groupPhotoRequired';
  if (event === 'deliver' && !(facts.returned && facts.allSignedOff)) return 'waitForReturn';
  return null;
}

export interface WorkOrderState {
  status: WorkOrderStatus;
  facts: WorkOrderFacts;
}

/**
 * The state after an event, or null when it may not happen now. A sign-off here is the last
 * signature (the app counts signatures itself); a rework asks again for signatures and photos.
 */
export function afterEvent(state: WorkOrderState, event: WorkOrderEvent): WorkOrderState | null {
  const status = nextWorkOrderStatus(state.status, event);
  if (status === null || blockerOf(event, state.facts) !== null) return null;
  const facts = { ...state.facts };
  if (event === 'groupPhoto') facts.groupPhoto = true;
  if (event === 'signoff') facts.allSignedOff = true;
  if (event === 'returnPhotos') facts.returned = true;
  if (event === 'rework') Object.assign(facts, { allSignedOff: false, returned: false });
  return { status, facts };
}

/** The steps of a work order in the order they happen, and who takes each. */
export const workOrderSteps = [
  'accept',
  'handover',
  'groupPhoto',
  'progress',
  'signoff',
  'returnPhotos',
  'deliver',
] as const;
export type WorkOrderStep = (typeof workOrderSteps)[number];

/** The event that completes each step (a draft of handover or progress does not). */
export const STEP_EVENT: Record<WorkOrderStep, WorkOrderEvent> = {
  accept: 'accept',
  handover: 'handover',
  groupPhoto: 'groupPhoto',
  progress: 'finishWork',
  signoff: 'signoff',
  returnPhotos: 'returnPhotos',
  deliver: 'deliver',
};

const line: readonly WorkOrderStatus[] = [
  'pendingAcceptance',
  'pendingHandover',
  'inService',
  'pendingCollection',
  'completed',
];
const reached = (status: WorkOrderStatus, at: WorkOrderStatus) =>
  line.includes(status) && line.indexOf(status) >= line.indexOf(at);

export function stepDone(step: WorkOrderStep, { status, facts }: WorkOrderState): boolean {
  switch (step) {
    case 'accept':
      return reached(status, 'pendingHandover');
    case 'handover':
      return reached(status, 'inService');
    case 'groupPhoto':
      return facts.groupPhoto;
    case 'progress':
      return reached(status, 'pendingCollection');
    case 'signoff':
      return facts.allSignedOff;
    case 'returnPhotos':
      return facts.returned && reached(status, 'pendingCollection');
    case 'deliver':
      return status === 'completed';
  }
}

/**
 * The one step to take next, or null when there is none (rejected, cancelled, completed). Steps
 * are taken in the order of `workOrderSteps`: a later step is never offered before an earlier
 * one is done, so the app never suggests what the server would refuse.
 */
export function nextStep(state: WorkOrderState): WorkOrderStep | null {
  if (!line.includes(state.status) || state.status === 'completed') return null;
  return workOrderSteps.find((step) => !stepDone(step, state)) ?? null;
}

// ---- who may take which step (the staff permission matrix) -----------------------------------

/** What a staff member may do; each staff call checks exactly one of these first. */
export type StaffAction =
  | 'viewWork'
  | 'dispatch'
  | 'accept'
  | 'reject'
  | 'handover'
  | 'groupPhoto'
  | 'progress'
  | 'signoff'
  | 'returnPhotos'
  | 'deliver'
  | 'rework'
  | 'noteOrder'
  | 'reviewSignups'
  | 'listStaff'
  | 'viewComplaints'
  | 'followComplaints'
  | 'reviewRefunds'
  | 'reviewMailRefunds'
  | 'viewOrders'
  | 'handOverGoods'
  | 'noteGoods'
  | 'overview'
  | 'recordFinding'
  | 'recordPhoneDecision'
  | keyof typeof OFFICE_PERMISSIONS;

const everyone: readonly Role[] = ['sales', 'technician', 'manager', 'company'];
const managers: readonly Role[] = ['manager', 'company'];

/**
 * Role -> steps (docs/product.md#roles). Technicians do the work, sales face the customer, managers run the
 * store; the company may do what a manager does, in every store. Mail orders belong to no store,
 * so their refunds are the company's to review. Customers: nothing.
 */
export const PERMISSIONS: Record<StaffAction, readonly Role[]> = {
  viewWork: everyone,
  dispatch: managers,
  accept: ['technician'],
  reject: ['technician'],
  handover: ['technician'],
  groupPhoto: ['sales'],
  progress: ['technician'],
  signoff: ['technician'],
  returnPhotos: ['technician'],
  deliver: ['sales'],
  rework: ['technician', 'manager', 'company'],
  noteOrder: ['sales', 'technician', 'manager', 'company'],
  reviewSignups: managers,
  listStaff: managers,
  viewComplaints: everyone,
  followComplaints: managers,
  reviewRefunds: managers,
  reviewMailRefunds: ['company'],
  viewOrders: ['sales', 'manager', 'company'],
  handOverGoods: ['sales'],
  /** CMS order number and arrival remarks of self-pickup and mail orders (goods desk). */
  noteGoods: ['sales', 'manager', 'company'],
  overview: managers,
  recordFinding: ['technician'],
  recordPhoneDecision: managers,
  ...OFFICE_PERMISSIONS,
};

export const can = (role: Role, action: StaffAction) => PERMISSIONS[action].includes(role);

/** The action each step needs: the one of the same name. */
export const STEP_ACTION = Object.fromEntries(
  workOrderSteps.map((step) => [step, step satisfies StaffAction]),
) as Record<WorkOrderStep, StaffAction>;

/** Steps only the technician who accepted the work may take. */
const OWN_STEPS: ReadonlySet<StaffAction> = new Set([
  'accept',
  'reject',
  'handover',
  'progress',
  'signoff',
  'returnPhotos',
  'recordFinding',
]);

export interface WorkOrderActions {
  dispatch: boolean;
  accept: boolean;
  reject: boolean;
  handover: boolean;
  groupPhoto: boolean;
  progress: boolean;
  finishWork: boolean;
  signoff: boolean;
  returnPhotos: boolean;
  deliver: boolean;
  rework: boolean;
  recordFinding: boolean;
  recordPhoneDecision: boolean;
}

/**
 * What the caller may do now: role, assignment, state and facts all allow it. `mine` is true when
 * no technician is assigned yet or the caller is the one. Used by the server for the detail's
 * `actions` and by the app for steps still waiting in the outbox.
 */
export function workOrderActions(role: Role, mine: boolean, state: WorkOrderState): WorkOrderActions {
  const may = (action: StaffAction, event: WorkOrderEvent, own = OWN_STEPS.has(action)) =>
    can(role, action) &&
    nextWorkOrderStatus(state.status, event) !== null &&
    blockerOf(event, state.facts) === null &&
    (!own || mine);
  return {
    dispatch: may('dispatch', 'dispatch'),
    accept: may('accept', 'accept'),
    reject: may('reject', 'reject'),
    handover: may('handover', 'saveHandover'),
    groupPhoto: may('groupPhoto', 'groupPhoto'),
    progress: may('progress', 'saveProgress'),
    finishWork: may('progress', 'finishWork'),
    signoff: may('signoff', 'signoff'),
    returnPhotos: may('returnPhotos', 'returnPhotos'),
    deliver: may('deliver', 'deliver'),
    rework: may('rework', 'rework', role === 'technician'),
    recordFinding: may('recordFinding', 'recordFinding'),
    recordPhoneDecision: may('recordPhoneDecision', 'decideExtraWork'),
  };
}
