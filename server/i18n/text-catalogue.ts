import type { Localized } from '../db/schema';
import type { Lang } from './language';
import { accountTexts } from './texts/account';
import { authTexts } from './texts/auth';
import { einvoicesTexts } from './texts/einvoices';
import { extraWorkTexts } from './texts/extra-work';
import { notificationsTexts } from './texts/notifications';
import { officeTexts } from './texts/office';
import { officeWorkshopsTexts } from './texts/office-workshops';
import { officePeopleTexts } from './texts/office-people';
import { officeReleasesTexts } from './texts/office-releases';
import { officeOrdersTexts } from './texts/office-orders';
import { officePaymentsTexts } from './texts/office-payments';
import { officeDictionaryTexts } from './texts/office-dictionary';
import { ordersTexts } from './texts/orders';
import { paymentsTexts } from './texts/payments';
import { privacyDeletionTexts } from './texts/privacy-deletion';
import { privacyExportTexts } from './texts/privacy-export';
import { ratingsTexts } from './texts/ratings';
import { receiptsTexts } from './texts/receipts';
import { requestTexts } from './texts/request';
import { serviceRemindersTexts } from './texts/service-reminders';
import { staffTexts } from './texts/staff';
import { supportTexts } from './texts/support';
import { thingsTexts } from './texts/things';
import { uploadsTexts } from './texts/uploads';
import { workOrdersTexts } from './texts/work-orders';

/**
 * Every text the server writes: the envelope's `msg`, and the titles and bodies of inbox messages
 * (decision 004). English is the source text (the spec's wording where the spec has one); Malay
 * and Chinese sit beside it so a missing translation is a type error. One part per area
 * (`./texts/<area>.ts`), assembled here into one catalogue; a key is defined in one part only
 * (text-catalogue.test.ts).
 */
export const textParts = {
  request: requestTexts,
  auth: authTexts,
  account: accountTexts,
  orders: ordersTexts,
  ratings: ratingsTexts,
  payments: paymentsTexts,
  receipts: receiptsTexts,
  einvoices: einvoicesTexts,
  uploads: uploadsTexts,
  support: supportTexts,
  staff: staffTexts,
  workOrders: workOrdersTexts,
  extraWork: extraWorkTexts,
  office: officeTexts,
  officeWorkshops: officeWorkshopsTexts,
  officePeople: officePeopleTexts,
  officeReleases: officeReleasesTexts,
  officeOrders: officeOrdersTexts,
  officePayments: officePaymentsTexts,
  officeDictionary: officeDictionaryTexts,
  things: thingsTexts,
  notifications: notificationsTexts,
  serviceReminders: serviceRemindersTexts,
  privacyDeletion: privacyDeletionTexts,
  privacyExport: privacyExportTexts,
};

export const texts = {
  ...requestTexts,
  ...authTexts,
  ...accountTexts,
  ...ordersTexts,
  ...ratingsTexts,
  ...paymentsTexts,
  ...receiptsTexts,
  ...einvoicesTexts,
  ...uploadsTexts,
  ...supportTexts,
  ...staffTexts,
  ...workOrdersTexts,
  ...extraWorkTexts,
  ...officeTexts,
  ...officeWorkshopsTexts,
  ...officePeopleTexts,
  ...officeReleasesTexts,
  ...officeOrdersTexts,
  ...officePaymentsTexts,
  ...officeDictionaryTexts,
  ...thingsTexts,
  ...notificationsTexts,
  ...serviceRemindersTexts,
  ...privacyDeletionTexts,
  ...privacyExportTexts,
} satisfies Record<string, Localized>;

export type TextKey = keyof typeof texts;
/**
 * Parameters may themselves be three-language texts (e.g. the name of a thing), or be written per
 * language (e.g. an amount of money formatted for the reader).
 */
export type TextParams = Record<string, string | number | Localized | ((lang: Lang) => string)>;

/** The text in the request language with `{name}` placeholders filled in. */
export function translate(key: TextKey, lang: Lang, params: TextParams = {}): string {
  const text: Localized = texts[key];
  return (text[lang] || text.en).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'function') return value(lang);
    return typeof value === 'object' ? value[lang] || value.en : String(value);
  });
}

/** The three-language record of a text, e.g. the name of a thing as a parameter. */
export const text = (key: TextKey): Localized => texts[key];

/** The text in all three languages, e.g. to store it in an inbox message. */
export function localize(key: TextKey, params: TextParams = {}): Localized {
  return { en: translate(key, 'en', params), ms: translate(key, 'ms', params), zh: translate(key, 'zh', params) };
}
