import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * The audit log's field names as people read them. The server records each change under the
 * stored name ('priceSen', 'content.ms', 'day3', '10:00'); the office shows it in the reader's
 * language. A name not listed here shows as recorded.
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
  sort: msg`Order`,
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
};

const languageNames: Record<string, MessageDescriptor> = { en: msg`English`, ms: msg`Malay`, zh: msg`Chinese` };
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
