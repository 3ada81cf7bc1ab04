import type { MyInvoisEnvironment } from './types';

/**
 * LHDN's hosts. The identity service (/connect/token) answers on the API host too. The portal is
 * where a validation link points; the link is `{portal}/{uuid}/share/{longId}` (LHDN's Get
 * Document page).
 */
const API_HOSTS: Record<MyInvoisEnvironment, string> = {
  preprod: 'https://preprod-api.myinvois.hasil.gov.my',
  production: 'https://api.myinvois.hasil.gov.my',
};

const PORTALS: Record<MyInvoisEnvironment, string> = {
  preprod: 'https://preprod.myinvois.hasil.gov.my',
  production: 'https://myinvois.hasil.gov.my',
};

/** The API base URL, without a trailing slash. */
export function apiBase(environment: MyInvoisEnvironment, override: string | null | undefined): string {
  return (override ?? API_HOSTS[environment]).replace(/\/+$/, '');
}

/** The public link a buyer opens (and the e-invoice's QR code carries). */
export function validationUrl(uuid: string, longId: string, environment: MyInvoisEnvironment): string {
  return `${PORTALS[environment]}/${encodeURIComponent(uuid)}/share/${encodeURIComponent(longId)}`;
}
