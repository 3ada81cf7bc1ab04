import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CarRef } from '@/shared/contract/catalog';
import type { PayloadOf } from '@/shared/contract/define-call';
import type { orderQuote, OrderType, Store } from '@/shared/contract/orders';
import { checkAppointmentPick, type AppointmentCheck } from '@/shared/lib/malaysia-time';
import { normalisePlate } from '@/shared/lib/plate';
import { validatePhone, validatePlate, validatePostcode } from '@/shared/lib/validation';

export const orderTypeList = ['install', 'pickup', 'mail'] as const satisfies readonly OrderType[];

export interface DraftStore {
  id: number;
  name: string;
  address: string;
  kind: Store['kind'];
}

export interface DraftAddress {
  name: string;
  phone: string;
  line1: string;
  line2: string;
  postcode: string;
  city: string;
  state: string;
}

/** What the customer has filled in on PlaceAnOrder; kept in sessionStorage across StoreListType. */
export interface CheckoutDraft {
  /** Which purchase it belongs to ('p:12:4' buy now, 'c:1,2' cart, 'l:12x4,15x1' lines); another purchase starts afresh. */
  source: string;
  orderType: OrderType;
  plate: string;
  store: DraftStore | null;
  date?: string;
  time?: string;
  address: DraftAddress;
  couponCode: string | null;
  remarks: string;
  /** Asked once, when the profile has no name yet; the server keeps it on the profile. */
  customerName: string;
}

export interface Purchase {
  productId?: number;
  quantity?: number;
  cartIds?: number[];
  /** Several products at once, not from the cart (book again: a past order's lines). */
  lines?: { productId: number; quantity: number }[];
}

const KEY = 'roda.checkoutDraft';
const emptyAddress: DraftAddress = { name: '', phone: '', line1: '', line2: '', postcode: '', city: '', state: '' };

/** The draft's key for one purchase, or null when the page was opened without one. */
export function sourceOf(p: Purchase): string | null {
  if (p.cartIds && p.cartIds.length > 0) return `c:${p.cartIds.join(',')}`;
  if (p.lines && p.lines.length > 0) return `l:${p.lines.map((l) => `${l.productId}x${l.quantity}`).join(',')}`;
  if (p.productId) return `p:${p.productId}:${p.quantity ?? 1}`;
  return null;
}

export function newDraft(source: string): CheckoutDraft {
  return {
    source,
    orderType: 'install',
    plate: '',
    store: null,
    address: { ...emptyAddress },
    couponCode: null,
    remarks: '',
    customerName: '',
  };
}

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The kept draft of this purchase, or a fresh one. */
export function loadDraft(source: string): CheckoutDraft {
  try {
    const raw = session()?.getItem(KEY);
    const kept = raw ? (JSON.parse(raw) as Partial<CheckoutDraft>) : null;
    if (kept && kept.source === source) {
      return { ...newDraft(source), ...kept, address: { ...emptyAddress, ...kept.address } };
    }
  } catch {
    // an unreadable draft starts afresh
  }
  return newDraft(source);
}

export function saveDraft(draft: CheckoutDraft): void {
  try {
    session()?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // storage full or blocked: the draft lives in memory only
  }
}

export function clearDraft(): void {
  session()?.removeItem(KEY);
}

/** StoreListType hands the chosen store back to the kept draft. */
export function setDraftStore(store: DraftStore): void {
  try {
    const raw = session()?.getItem(KEY);
    if (!raw) return;
    const draft = JSON.parse(raw) as CheckoutDraft;
    saveDraft({ ...draft, store });
  } catch {
    // nothing kept to update
  }
}

/** Changing the order type keeps only what still applies: installation needs a workshop. */
export function withOrderType(draft: CheckoutDraft, orderType: OrderType): CheckoutDraft {
  const store =
    orderType === 'mail'
      ? draft.store
      : orderType === 'install' && draft.store?.kind !== 'workshop'
        ? null
        : draft.store;
  return { ...draft, orderType, store };
}

export type DraftProblem =
  | AppointmentCheck
  | 'plateRequired'
  | 'plateFormat'
  | 'nameRequired'
  | 'storeRequired'
  | 'recipientRequired'
  | 'phoneFormat'
  | 'addressRequired'
  | 'postcodeFormat'
  | 'areaRequired'
  | 'carRequired';

/** Checkout's own messages; plate, phone, postcode and name share those of every screen (validationMessages). */
export const draftProblemMessages = {
  storeRequired: msg`Please select a store`,
  recipientRequired: msg`Please enter the recipient's name`,
  addressRequired: msg`Please enter the address`,
  areaRequired: msg`Please choose the state and city`,
  carRequired: msg`Please choose your car first`,
} satisfies Record<string, MessageDescriptor>;

/** The fields of PlaceAnOrder that can be refused, in the order they appear on the page. */
export const draftFields = [
  'car',
  'name',
  'plate',
  'store',
  'appointment',
  'recipient',
  'phone',
  'line1',
  'postcode',
  'area',
] as const;
export type DraftField = (typeof draftFields)[number];
export type DraftProblems = Partial<Record<DraftField, DraftProblem>>;

/** The mailing address's refused fields, by the server's rules. */
function addressProblems(a: DraftAddress): DraftProblems {
  return {
    recipient: a.name.trim() ? undefined : 'recipientRequired',
    phone: validatePhone(a.phone) ? 'phoneFormat' : undefined,
    line1: a.line1.trim() ? undefined : 'addressRequired',
    postcode: validatePostcode(a.postcode) ? 'postcodeFormat' : undefined,
    area: a.city && a.state ? undefined : 'areaRequired',
  };
}

/**
 * Every field the server would refuse, checked on the device with the same rules, so each message
 * sits beside its own field. A plate is required for installation only (docs/product.md#purchase);
 * a pickup may name one, a mail order does not ask.
 */
export function checkDraftFields(draft: CheckoutDraft, hasCar: boolean, now: Date, needsName = false): DraftProblems {
  const plate =
    draft.orderType === 'mail' || (draft.orderType === 'pickup' && !draft.plate.trim())
      ? null
      : validatePlate(draft.plate);
  const found: DraftProblems = {
    car: draft.orderType === 'install' && !hasCar ? 'carRequired' : undefined,
    name: needsName && !draft.customerName.trim() ? 'nameRequired' : undefined,
    plate: plate ? (plate as 'plateRequired' | 'plateFormat') : undefined,
    store: draft.orderType !== 'mail' && !draft.store ? 'storeRequired' : undefined,
    appointment:
      draft.orderType === 'install' ? (checkAppointmentPick(draft.date, draft.time, now) ?? undefined) : undefined,
    ...(draft.orderType === 'mail' ? addressProblems(draft.address) : {}),
  };
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)) as DraftProblems;
}

/** The first thing the server would refuse, or null. */
export function checkDraft(draft: CheckoutDraft, hasCar: boolean, now: Date, needsName = false): DraftProblem | null {
  const found = checkDraftFields(draft, hasCar, now, needsName);
  const first = draftFields.find((field) => found[field]);
  return first ? (found[first] ?? null) : null;
}

export type OrderPayload = PayloadOf<typeof orderQuote>;

/** The draft as /order/app/quote and /order/app/add take it. */
export function toPayload(draft: CheckoutDraft, purchase: Purchase, car: CarRef | undefined): OrderPayload {
  const payload: OrderPayload = {
    orderType: draft.orderType,
    plate: draft.orderType === 'mail' ? '' : (normalisePlate(draft.plate) ?? draft.plate.trim()),
    remarks: draft.remarks.trim(),
    ...(purchase.cartIds?.length
      ? { cartIds: purchase.cartIds }
      : purchase.lines?.length
        ? { lines: purchase.lines }
        : { lines: [{ productId: purchase.productId ?? 0, quantity: purchase.quantity ?? 1 }] }),
    ...(car ? { car } : {}),
    ...(draft.couponCode ? { couponCode: draft.couponCode } : {}),
    ...(draft.customerName.trim() ? { customerName: draft.customerName.trim() } : {}),
  };
  if (draft.orderType !== 'mail' && draft.store) payload.storeId = draft.store.id;
  if (draft.orderType === 'install') {
    if (draft.date) payload.appointmentDate = draft.date;
    if (draft.time) payload.appointmentSlot = draft.time;
  }
  if (draft.orderType === 'mail') {
    const a = draft.address;
    payload.mailingAddress = {
      name: a.name.trim(),
      phone: a.phone.trim(),
      line1: a.line1.trim(),
      line2: a.line2.trim(),
      postcode: a.postcode.trim(),
      city: a.city,
      state: a.state,
    };
  }
  return payload;
}
