import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  BRN_PATTERN,
  compactId,
  MALAYSIAN_STATE_CODES,
  POSTCODE_PATTERN,
  TIN_PATTERN,
} from '@/shared/contract/einvoice-formats';
import type { TaxSettings, TaxSettingsPayload } from '@/shared/contract/office-documents';
import { validationMessages } from '@/shared/lib/messages';
import { msicCodeList, type MsicCode } from './document-labels';

/*
 * The company's tax settings as a form and its checks: the server's rules for the same payload
 * (the contract's taxSettingsPayload), run before saving so each field says what is wrong beside
 * it. The server checks again and has the last word.
 */

export interface TaxForm {
  companyName: string;
  brn: string;
  tin: string;
  sstNo: string;
  msicCode: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  stateCode: string;
  phone: string;
  email: string;
  myinvoisClientId: string;
  /** Never prefilled: empty keeps the secret already kept. */
  myinvoisClientSecret: string;
  myinvoisEnvironment: 'preprod' | 'production';
}

/** The fields in the order the form shows them (the first wrong one gets the focus). */
export const taxFields = [
  'companyName',
  'brn',
  'tin',
  'sstNo',
  'msicCode',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'stateCode',
  'phone',
  'email',
  'myinvoisClientId',
  'myinvoisClientSecret',
  'myinvoisEnvironment',
] as const satisfies readonly (keyof TaxForm)[];
export type TaxField = (typeof taxFields)[number];

export const taxFieldLabels: Record<TaxField, MessageDescriptor> = {
  companyName: msg`Company name as registered with SSM`,
  brn: msg`SSM registration number (BRN)`,
  tin: msg`Tax identification number (TIN)`,
  sstNo: msg`SST registration number`,
  msicCode: msg`Business activity (MSIC)`,
  addressLine1: msg`Address line 1`,
  addressLine2: msg`Address line 2 (optional)`,
  city: msg`City`,
  postcode: msg`Postcode`,
  stateCode: msg`State`,
  phone: msg`Phone`,
  email: msg`Email`,
  myinvoisClientId: msg`Client ID`,
  myinvoisClientSecret: msg`Client secret`,
  myinvoisEnvironment: msg`Environment`,
};

/**
 * What the kept settings still lack for e-invoices to be sent, in the form's order: the server's
 * rule for `complete` (every identity and address field, and the MyInvois client id and secret).
 */
export function missingTaxFields(settings: TaxSettings): TaxField[] {
  const form = taxFormOf(settings);
  const needed: TaxField[] = [
    'companyName',
    'brn',
    'tin',
    'msicCode',
    'addressLine1',
    'city',
    'postcode',
    'stateCode',
    'phone',
    'email',
    'myinvoisClientId',
  ];
  const missing = needed.filter((field) => form[field].trim() === '');
  // the address counts as given when any of its lines is
  const address = settings.addressLines.some((line) => line.trim() !== '');
  const found = missing.filter((field) => field !== 'addressLine1' || !address);
  if (!settings.myinvoisSecretSet) found.push('myinvoisClientSecret');
  return found;
}

/** The longest each text may be, as the server takes it. */
export const taxMaxLength = {
  companyName: 300,
  brn: 20,
  tin: 20,
  sstNo: 35,
  addressLine1: 150,
  addressLine2: 150,
  city: 50,
  postcode: 10,
  phone: 20,
  email: 254,
  myinvoisClientId: 100,
  myinvoisClientSecret: 200,
} as const;

export const taxFormMessages = {
  required: msg`This field is required`,
  tooLong: msg`This is too long`,
  brnFormat: msg`An SSM registration number has 12 digits, e.g. 202001234567`,
  tinFormat: msg`Enter the TIN as LHDN issued it, e.g. IG12345678910 or C25845632020`,
  sstFormat: msg`Enter the SST number as issued, e.g. W10-1808-32000123 (two at most, separated by ;)`,
  msicRequired: msg`Choose the business activity`,
  postcodeFormat: msg`A postcode has 5 digits`,
  stateRequired: msg`Choose the state`,
  emailFormat: validationMessages.emailFormat,
} satisfies Record<string, MessageDescriptor>;
export type TaxFormError = keyof typeof taxFormMessages;
export type TaxFormErrors = Partial<Record<TaxField, TaxFormError>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const SST_PATTERN = /^[A-Z0-9-]+(;[A-Z0-9-]+)?$/i;

/** The form as the settings are kept: the address's two lines, the SST number empty when not registered. */
export function taxFormOf(settings: TaxSettings): TaxForm {
  return {
    companyName: settings.companyName,
    brn: settings.brn,
    tin: settings.tin,
    sstNo: settings.sstNo ?? '',
    msicCode: settings.msicCode,
    addressLine1: settings.addressLines[0] ?? '',
    addressLine2: settings.addressLines.slice(1).join(', '),
    city: settings.city,
    postcode: settings.postcode,
    stateCode: settings.stateCode,
    phone: settings.phone,
    email: settings.email,
    myinvoisClientId: settings.myinvoisClientId,
    myinvoisClientSecret: '',
    myinvoisEnvironment: settings.myinvoisEnvironment,
  };
}

const isMsicCode = (value: string): value is MsicCode => (msicCodeList as readonly string[]).includes(value);
const isStateCode = (value: string): value is (typeof MALAYSIAN_STATE_CODES)[number] =>
  (MALAYSIAN_STATE_CODES as readonly string[]).includes(value);

function text(value: string, max: number, required: boolean): TaxFormError | undefined {
  const trimmed = value.trim();
  if (required && trimmed === '') return 'required';
  return trimmed.length > max ? 'tooLong' : undefined;
}

const pattern = (value: string, re: RegExp, error: TaxFormError) => (re.test(compactId(value)) ? undefined : error);

/** What is wrong with each field, as the server would say it; empty when the form may be saved. */
export function taxFormErrors(form: TaxForm): TaxFormErrors {
  const sst = form.sstNo.trim();
  const email = form.email.trim();
  const checks: Record<TaxField, TaxFormError | undefined> = {
    companyName: text(form.companyName, taxMaxLength.companyName, true),
    brn: pattern(form.brn, BRN_PATTERN, 'brnFormat'),
    tin: pattern(form.tin, TIN_PATTERN, 'tinFormat'),
    sstNo: sst === '' || (sst.length <= taxMaxLength.sstNo && SST_PATTERN.test(sst)) ? undefined : 'sstFormat',
    msicCode: isMsicCode(form.msicCode) ? undefined : 'msicRequired',
    addressLine1: text(form.addressLine1, taxMaxLength.addressLine1, true),
    addressLine2: text(form.addressLine2, taxMaxLength.addressLine2, false),
    city: text(form.city, taxMaxLength.city, true),
    postcode: pattern(form.postcode, POSTCODE_PATTERN, 'postcodeFormat'),
    stateCode: isStateCode(form.stateCode) ? undefined : 'stateRequired',
    phone: text(form.phone, taxMaxLength.phone, true),
    email: email.length <= taxMaxLength.email && EMAIL_PATTERN.test(email) ? undefined : 'emailFormat',
    myinvoisClientId: text(form.myinvoisClientId, taxMaxLength.myinvoisClientId, false),
    myinvoisClientSecret: text(form.myinvoisClientSecret, taxMaxLength.myinvoisClientSecret, false),
    myinvoisEnvironment: undefined,
  };
  const errors: TaxFormErrors = {};
  for (const field of taxFields) {
    const error = checks[field];
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first field, in the form's order, that has something wrong. */
export const firstTaxError = (errors: TaxFormErrors): TaxField | undefined =>
  taxFields.find((field) => errors[field] !== undefined);

/** The checked form as the call's payload (identifiers compacted, text trimmed), or what is wrong. */
export function taxPayload(form: TaxForm): { payload: TaxSettingsPayload } | { errors: TaxFormErrors } {
  const errors = taxFormErrors(form);
  if (firstTaxError(errors) || !isMsicCode(form.msicCode) || !isStateCode(form.stateCode)) return { errors };
  return {
    payload: {
      companyName: form.companyName.trim(),
      brn: compactId(form.brn),
      tin: compactId(form.tin),
      sstNo: form.sstNo.trim().toUpperCase(),
      msicCode: form.msicCode,
      addressLine1: form.addressLine1.trim(),
      addressLine2: form.addressLine2.trim(),
      city: form.city.trim(),
      postcode: compactId(form.postcode),
      stateCode: form.stateCode,
      phone: form.phone.trim(),
      email: form.email.trim(),
      myinvoisClientId: form.myinvoisClientId.trim(),
      myinvoisClientSecret: form.myinvoisClientSecret.trim(),
      myinvoisEnvironment: form.myinvoisEnvironment,
    },
  };
}
