import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate, formatRM } from '@/shared/lib/format';
import { categoryLabels, refundStatusLabels, roleLabels } from '@/shared/lib/labels';
import { formatMalaysianPhone } from '@/shared/lib/phone';
import { einvoiceStateLabels } from '../documents/document-labels';

/*
 * The audit log's field names as people read them. The server records each change under the
 * stored name ('priceSen', 'content.ms', 'day3', '10:00'); the office shows it in the reader's
 * language. A name not listed here shows as recorded. A field whose name ends in `Sen` is an
 * amount in sen, shown in RM (docs/architecture.md#money).
 */

const fieldLabels: Record<string, MessageDescriptor> = {
  sku: msg`SKU`,
  category: msg`Category`,
  brand: msg`Brand`,
  name: msg`Name`,
  description: msg`Description`,
  priceSen: msg`Price`,
  originalPriceSen: msg`Original price`,
  labourSen: msg`Labour`,
  amountSen: msg`Amount`,
  stock: msg`Stock`,
  size: msg`Size`,
  colour: msg`Colour`,
  image: msg`Image`,
  specs: msg`Specifications`,
  fitment: msg`Fits these cars`,
  active: msg`Shown to customers`,
  title: msg`Title`,
  jumpType: msg`Opens`,
  jumpValue: msg`Link target`,
  language: msg`Language`,
  sort: msg`Place in the list`,
  // a banner's days on Home
  startsOn: msg`First day`,
  endsOn: msg`Last day`,
  place: msg`Place in the list`,
  labelName: msg`Title or keywords`,
  content: msg`Text`,
  version: msg`Version`,
  minSupportedVersion: msg`Minimum supported version`,
  status: msg`Status`,
  note: msg`Note`,
  role: msg`Role`,
  storeId: msg`Store`,
  reason: msg`Reason`,
  services: msg`Services installed here`,
  created: msg`Added`,
  changed: msg`Changed`,
  companyName: msg`Company name`,
  brn: msg`SSM registration number (BRN)`,
  tin: msg`Tax identification number (TIN)`,
  sstNo: msg`SST registration number`,
  msicCode: msg`Business activity (MSIC)`,
  addressLines: msg`Address`,
  city: msg`City`,
  postcode: msg`Postcode`,
  stateCode: msg`State`,
  phone: msg`Phone`,
  email: msg`Email`,
  myinvoisClientId: msg`Client ID`,
  myinvoisClientSecret: msg`Client secret`,
  myinvoisEnvironment: msg`Environment`,
  state: msg`Status`,
  buyer: msg`Buyer`,
  documents: msg`Documents`,
  from: msg`From`,
  to: msg`To`,
  quantity: msg`Units`,
  // a store's details (the store's state is recorded as stateName: `state` is an e-invoice's)
  code: msg`Code`,
  kind: msg`Kind of store`,
  address: msg`Address`,
  stateName: msg`State`,
  lat: msg`Latitude`,
  lng: msg`Longitude`,
};

const languageNames: Record<string, MessageDescriptor> = { en: msg`English`, ms: msg`Malay`, zh: msg`Chinese` };

/** A staff member's state (office-people), beside a refund's: the two sets share no name. */
const statusLabels: Record<string, MessageDescriptor> = {
  ...refundStatusLabels,
  active: msg`Active`,
  pending: msg`Waiting for approval`,
  disabled: msg`Deactivated`,
  refused: msg`Refused`,
};

/** Stored values that are codes, per field: shown in the reader's words. */
const valueLabels: Record<string, Record<string, MessageDescriptor>> = {
  status: statusLabels,
  role: roleLabels,
  category: categoryLabels,
  active: { true: msg`Yes`, false: msg`No` },
  language: { ...languageNames, null: msg`Every language` },
  // a banner that opens a category names it; a product id or a page path shows as recorded
  jumpValue: categoryLabels,
  jumpType: { category: msg`A category`, product: msg`A product`, page: msg`A page of the app` },
  // an e-invoice's state; the MyInvois secret is recorded only as kept or changed, never itself
  state: einvoiceStateLabels,
  myinvoisEnvironment: { preprod: msg`Pre-production`, production: msg`Production` },
  myinvoisClientSecret: { '(set)': msg`Kept`, '(changed)': msg`Changed` },
  kind: { workshop: msg`Workshop`, outlet: msg`Outlet` },
};

/** An amount in sen ('priceSen', 'originalPriceSen', 'labourSen', a refund's 'amountSen'). */
const isMoney = (field: string) => /Sen$/.test(field);

/**
 * 'pendingReview' under Status → "Pending review", 'true' under Shown to customers → "Yes", the
 * services' 'tint, tyres' → "Solar tint film, Tyres", '15900' under Price → "RM 159.00". Anything
 * else (names, texts, counts) shows as recorded. A picture's upload id shows as "Previous picture" / "New picture".
 */
export function auditValueLabel(field: string, value: string, i18n: I18n, side: 'before' | 'after'): string {
  // a picture is stored as its upload's id, which says nothing to a reader
  if (field === 'image' && value !== '')
    return side === 'before' ? i18n._(msg`Previous picture`) : i18n._(msg`New picture`);
  if (field === 'services') {
    return value
      .split(', ')
      .filter(Boolean)
      .map((c) => {
        const label = (categoryLabels as Record<string, MessageDescriptor | undefined>)[c];
        return label ? i18n._(label) : c;
      })
      .join(', ');
  }
  if (value === '') return value;
  // phones are kept as +60…: shown as Malaysians write them
  if (field === 'phone') return formatMalaysianPhone(value);
  if (isMoney(field) && /^-?\d+$/.test(value)) return formatRM(Number(value), i18n.locale);
  if ((field === 'startsOn' || field === 'endsOn') && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return formatDate(value, i18n.locale);
  const label = valueLabels[field]?.[value];
  return label ? i18n._(label) : value;
}
const weekdays: MessageDescriptor[] = [
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
  msg`Sunday`,
];

/** 'name.ms' → "Name (Malay)", 'day3' → "Wednesday", '10:00' → "Places at 10:00". */
export function auditFieldLabel(field: string, i18n: I18n): string {
  const [base = field, lang] = field.split('.', 2);
  const label = fieldLabels[base];
  if (label && lang && languageNames[lang]) return `${i18n._(label)} (${i18n._(languageNames[lang])})`;
  if (label && !lang) return i18n._(label);
  const day = /^day([1-7])$/.exec(field);
  if (day) return i18n._(weekdays[Number(day[1]) - 1]!);
  if (/^\d{2}:\d{2}$/.test(field)) return i18n._(msg`Places at ${field}`);
  return field;
}
