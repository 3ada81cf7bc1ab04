import type { CallDefinition } from './define-call';
import * as account from './account';
import * as cart from './cart';
import * as catalog from './catalog';
import * as content from './content';
import * as documents from './documents';
import * as notifications from './notifications';
import * as office from './office';
import * as officeAudit from './office-audit';
import * as officePeople from './office-people';
import * as officeReleases from './office-releases';
import * as officeWorkshops from './office-workshops';
import * as officeContent from './office-content';
import * as officeDictionary from './office-dictionary';
import * as officeDashboard from './office-dashboard';
import * as officeDocuments from './office-documents';
import * as officeExtraWork from './office-extra-work';
import * as officeOrders from './office-orders';
import * as officePartRequests from './office-part-requests';
import * as officePayments from './office-payments';
import * as officeStock from './office-stock';
import * as officeDataRequests from './office-data-requests';
import * as orders from './orders';
import * as privacy from './privacy';
import * as privacyExport from './privacy-export';
import * as privacyConsent from './privacy-consent';
import * as staff from './staff';
import * as support from './support';
import * as user from './user';

/**
 * The contract's areas, each a module of `defineCall`s (and the schemas they share). A call is
 * listed only where it is declared: `allCalls` and the app's `api.*` (call-paths.ts, generated
 * by `npm run generate:calls`) are both read from these modules.
 */
export const contractAreas = {
  content,
  user,
  catalog,
  cart,
  orders,
  account,
  support,
  staff,
  office,
  officeAudit,
  officeWorkshops,
  officePeople,
  officeReleases,
  notifications,
  officeOrders,
  officeDashboard,
  officeExtraWork,
  officeContent,
  officeDictionary,
  officePayments,
  documents,
  officeDocuments,
  officePartRequests,
  officeStock,
  privacy,
  privacyExport,
  privacyConsent,
  officeDataRequests,
};

export function isCallDefinition(value: unknown): value is CallDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { path?: unknown }).path === 'string' &&
    'payload' in value &&
    'response' in value
  );
}

/**
 * The calls an area's module declares, by their export name, in name order (a module namespace
 * lists its exports by name; a bundler's stand-in may not, so the order is made explicit).
 */
export function callsOfArea(area: Record<string, unknown>): [name: string, call: CallDefinition][] {
  return Object.entries(area)
    .filter((entry): entry is [string, CallDefinition] => isCallDefinition(entry[1]))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Every call of the API; the server mounts these and the OpenAPI document lists them. */
export const allCalls: CallDefinition[] = Object.values(contractAreas).flatMap((area) =>
  callsOfArea(area).map(([, call]) => call),
);
