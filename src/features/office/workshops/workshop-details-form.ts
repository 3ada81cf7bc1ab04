import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  MALAYSIA_BOUNDS,
  STORE_CODE_PATTERN,
  type WorkshopDetails,
  type WorkshopDetailsInput,
} from '@/shared/contract/office-workshops';
import { malaysiaAreas } from '@/shared/lib/malaysia-areas';
import { formatMalaysianPhone, normaliseMalaysianPhone } from '@/shared/lib/phone';

/*
 * A store's details as a form and its checks: the contract's rules for the same payload
 * (workshopDetailsSchema), run before saving so each field says what is wrong beside it. The
 * server checks again and has the last word.
 */

export interface DetailsForm {
  name: string;
  address: string;
  postcode: string;
  city: string;
  state: string;
  phone: string;
  /** As typed: a decimal number, or both numbers pasted as "3.0905, 101.6392". */
  lat: string;
  lng: string;
}

/** The fields in the order the form shows them (the first wrong one gets the focus). */
export const detailsFields = ['name', 'address', 'postcode', 'city', 'state', 'phone', 'lat', 'lng'] as const;
export type DetailsField = (typeof detailsFields)[number];
export type DetailsErrors = Partial<Record<DetailsField | 'code', MessageDescriptor>>;

export const detailsMaxLength = { name: 80, address: 200, postcode: 5, city: 60, phone: 30 } as const;

export const detailsMessages = {
  name: msg`Enter the store’s name`,
  address: msg`Enter the street address`,
  postcode: msg`A postcode has 5 digits, e.g. 46100`,
  city: msg`Enter the city or town`,
  state: msg`Choose the state`,
  phone: msg`Enter a Malaysian phone number, e.g. 03-7880 1426, 012-345 6789 or 1300-88-1234`,
  lat: msg`Latitude in Malaysia is between 0.8 and 7.5, e.g. 3.0905`,
  lng: msg`Longitude in Malaysia is between 99.5 and 119.5, e.g. 101.6392`,
  code: msg`Capital letters, digits and dashes, up to 20, e.g. WS-SEL-008`,
} satisfies Record<DetailsField | 'code', MessageDescriptor>;

export const storeStates = malaysiaAreas.map((a) => a.state);
/** The towns the customer's area filter offers in a state (the city field suggests them). */
export const citiesOf = (state: string) => malaysiaAreas.find((a) => a.state === state)?.cities ?? [];

/** The form as a store's details are kept: the phone written as Malaysians write it. */
export const detailsFormOf = (d: WorkshopDetails | null): DetailsForm =>
  d
    ? { ...d, phone: formatMalaysianPhone(d.phone), lat: String(d.lat), lng: String(d.lng) }
    : { name: '', address: '', postcode: '', city: '', state: '', phone: '', lat: '', lng: '' };

/** A decimal number as typed ("3.0905", " 101,6392 "), or null. */
export function parseCoordinate(text: string): number | null {
  const cleaned = text.trim().replace(/°$/, '').replace(',', '.');
  if (!/^-?\d{1,3}(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Both numbers pasted at once, as a map app copies them ("3.0905, 101.6392"), or null. */
export function splitPosition(text: string): { lat: string; lng: string } | null {
  const match = /^\s*(-?\d{1,3}\.\d+)\s*[,;\s]\s*(-?\d{1,3}\.\d+)\s*$/.exec(text);
  return match?.[1] && match[2] ? { lat: match[1], lng: match[2] } : null;
}

const within = (value: number | null, range: { min: number; max: number }) =>
  value !== null && value >= range.min && value <= range.max;

/** The position when both numbers are in Malaysia's bounds (the map link shows then), else null. */
export function positionOf(form: Pick<DetailsForm, 'lat' | 'lng'>): { lat: number; lng: number } | null {
  const lat = parseCoordinate(form.lat);
  const lng = parseCoordinate(form.lng);
  return lat !== null && lng !== null && within(lat, MALAYSIA_BOUNDS.lat) && within(lng, MALAYSIA_BOUNDS.lng)
    ? { lat, lng }
    : null;
}

/** A map at those coordinates, opened by the reader: nothing is fetched from the office. */
export const mapUrl = (p: { lat: number; lng: number }) =>
  `https://www.google.com/maps/search/?api=1&query=${p.lat},${p.lng}`;

const text = (value: string, max: number) => value.trim() !== '' && value.trim().length <= max;

/** What is wrong with each field, as the server would say it; empty when the form may be saved. */
export function detailsErrors(form: DetailsForm): DetailsErrors {
  const ok: Record<DetailsField, boolean> = {
    name: text(form.name, detailsMaxLength.name),
    address: text(form.address, detailsMaxLength.address),
    postcode: /^\d{5}$/.test(form.postcode.trim()),
    city: text(form.city, detailsMaxLength.city),
    state: storeStates.includes(form.state),
    phone: form.phone.length <= detailsMaxLength.phone && normaliseMalaysianPhone(form.phone) !== null,
    lat: within(parseCoordinate(form.lat), MALAYSIA_BOUNDS.lat),
    lng: within(parseCoordinate(form.lng), MALAYSIA_BOUNDS.lng),
  };
  const errors: DetailsErrors = {};
  for (const field of detailsFields) if (!ok[field]) errors[field] = detailsMessages[field];
  return errors;
}

/** A new store's code in capitals, or null when it is not one the server takes. */
export function storeCodeOf(text: string): string | null {
  const code = text.trim().toUpperCase();
  return STORE_CODE_PATTERN.test(code) ? code : null;
}

/** The checked form as the call's payload (text trimmed), or what is wrong. */
export function detailsPayload(form: DetailsForm): { payload: WorkshopDetailsInput } | { errors: DetailsErrors } {
  const errors = detailsErrors(form);
  const position = positionOf(form);
  if (Object.keys(errors).length > 0 || !position) return { errors };
  return {
    payload: {
      name: form.name.trim(),
      address: form.address.trim(),
      postcode: form.postcode.trim(),
      city: form.city.trim(),
      state: form.state,
      phone: form.phone.trim(),
      ...position,
    },
  };
}
