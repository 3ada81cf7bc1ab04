import type { EInvoiceRequestPayload } from '@/shared/contract/documents';
import {
  BRN_PATTERN,
  compactId,
  MALAYSIAN_STATE_CODES,
  NRIC_PATTERN,
  POSTCODE_PATTERN,
  TIN_PATTERN,
  type BuyerIdType,
} from '@/shared/contract/einvoice-formats';

/*
 * The buyer's details of an e-invoice and their checks: the server's rules for the same payload
 * (the contract's einvoiceRequestPayload), run before calling it so each field says what is wrong
 * beside it. One set of checks for every form that asks for them: the customer's request and the
 * back office's correction of one LHDN refused. The server checks again and has the last word.
 */

export type StateCode = (typeof MALAYSIAN_STATE_CODES)[number];

/** The 16 states and federal territories by LHDN's code, named as LHDN names them. */
export const malaysianStates: readonly { code: StateCode; name: string }[] = [
  { code: '01', name: 'Johor' },
  { code: '02', name: 'Kedah' },
  { code: '03', name: 'Kelantan' },
  { code: '04', name: 'Melaka' },
  { code: '05', name: 'Negeri Sembilan' },
  { code: '06', name: 'Pahang' },
  { code: '07', name: 'Pulau Pinang' },
  { code: '08', name: 'Perak' },
  { code: '09', name: 'Perlis' },
  { code: '10', name: 'Selangor' },
  { code: '11', name: 'Terengganu' },
  { code: '12', name: 'Sabah' },
  { code: '13', name: 'Sarawak' },
  { code: '14', name: 'WP Kuala Lumpur' },
  { code: '15', name: 'WP Labuan' },
  { code: '16', name: 'WP Putrajaya' },
];

export interface EInvoiceForm {
  /** NRIC: a person with their MyKad; BRN: a company with its SSM number. */
  idType: BuyerIdType;
  name: string;
  idValue: string;
  tin: string;
  email: string;
  addressLine: string;
  city: string;
  postcode: string;
  stateCode: StateCode | '';
}

/** The fields a customer types, in the order the form shows them (the first wrong one gets the focus). */
export const einvoiceFields = [
  'name',
  'idValue',
  'tin',
  'email',
  'addressLine',
  'city',
  'postcode',
  'stateCode',
] as const satisfies readonly (keyof EInvoiceForm)[];
export type EInvoiceField = (typeof einvoiceFields)[number];

export type EInvoiceFormError =
  | 'nameRequired'
  | 'nameTooLong'
  | 'idRequired'
  | 'nricFormat'
  | 'brnFormat'
  | 'tinFormat'
  | 'tinRequired'
  | 'emailFormat'
  | 'addressRequired'
  | 'addressTooLong'
  | 'cityRequired'
  | 'postcodeFormat'
  | 'stateRequired';

export type EInvoiceFormErrors = Partial<Record<EInvoiceField, EInvoiceFormError>>;

/** The longest each field may be, as the server takes it. */
export const fieldMaxLength = { name: 300, email: 254, addressLine: 150, city: 50 } as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A fresh form: a person, with the order's name and email where it has them. */
export function emptyEInvoiceForm(buyer: { name: string; email: string }): EInvoiceForm {
  return {
    idType: 'NRIC',
    name: buyer.name.trim(),
    idValue: '',
    tin: '',
    email: buyer.email.trim(),
    addressLine: '',
    city: '',
    postcode: '',
    stateCode: '',
  };
}

function isStateCode(value: string): value is StateCode {
  return (MALAYSIAN_STATE_CODES as readonly string[]).includes(value);
}

function lengthError<E extends EInvoiceFormError>(value: string, min: number, max: number, short: E, long: E) {
  if (value.length < min) return short;
  return value.length > max ? long : undefined;
}

function idValueError(idType: BuyerIdType, idValue: string): EInvoiceFormError | undefined {
  if (idValue === '') return 'idRequired';
  if (idType === 'NRIC') return NRIC_PATTERN.test(idValue) ? undefined : 'nricFormat';
  return BRN_PATTERN.test(idValue) ? undefined : 'brnFormat';
}

function tinError(idType: BuyerIdType, tin: string): EInvoiceFormError | undefined {
  // a company is known to LHDN by its TIN; only a person may go without one
  if (tin === '') return idType === 'BRN' ? 'tinRequired' : undefined;
  return TIN_PATTERN.test(tin) ? undefined : 'tinFormat';
}

/** What is wrong with each field, as the server would say it; empty when the form may be sent. */
export function einvoiceFormErrors(form: EInvoiceForm): EInvoiceFormErrors {
  const email = form.email.trim();
  const checks: Record<EInvoiceField, EInvoiceFormError | undefined> = {
    name: lengthError(form.name.trim(), 2, fieldMaxLength.name, 'nameRequired', 'nameTooLong'),
    idValue: idValueError(form.idType, compactId(form.idValue)),
    tin: tinError(form.idType, compactId(form.tin)),
    email: email.length <= fieldMaxLength.email && EMAIL_PATTERN.test(email) ? undefined : 'emailFormat',
    addressLine: lengthError(
      form.addressLine.trim(),
      3,
      fieldMaxLength.addressLine,
      'addressRequired',
      'addressTooLong',
    ),
    city: lengthError(form.city.trim(), 2, fieldMaxLength.city, 'cityRequired', 'cityRequired'),
    postcode: POSTCODE_PATTERN.test(compactId(form.postcode)) ? undefined : 'postcodeFormat',
    stateCode: isStateCode(form.stateCode) ? undefined : 'stateRequired',
  };
  const errors: EInvoiceFormErrors = {};
  for (const field of einvoiceFields) {
    const error = checks[field];
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first field, in the form's order, that has something wrong. */
export const firstInvalidField = (errors: EInvoiceFormErrors): EInvoiceField | undefined =>
  einvoiceFields.find((field) => errors[field] !== undefined);

/** The checked form as the call's payload (identifiers compacted, text trimmed), or what is wrong. */
export function einvoicePayload(
  orderId: number,
  form: EInvoiceForm,
): { payload: EInvoiceRequestPayload } | { errors: EInvoiceFormErrors } {
  const errors = einvoiceFormErrors(form);
  if (firstInvalidField(errors) || !isStateCode(form.stateCode)) return { errors };
  return {
    payload: {
      orderId,
      tin: compactId(form.tin),
      idType: form.idType,
      idValue: compactId(form.idValue),
      name: form.name.trim(),
      email: form.email.trim(),
      addressLine: form.addressLine.trim(),
      city: form.city.trim(),
      postcode: compactId(form.postcode),
      stateCode: form.stateCode,
    },
  };
}
