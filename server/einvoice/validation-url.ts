import type { einvoices } from '../db/schema';

const PORTALS = {
  preprod: 'https://preprod.myinvois.hasil.gov.my',
  production: 'https://myinvois.hasil.gov.my',
} as const;

/** LHDN's public page of a valid e-invoice (the reference's QR code page): portal/uuid/share/longId. */
export function validationUrlOf(
  row: Pick<typeof einvoices.$inferSelect, 'state' | 'uuid' | 'longId'>,
  environment: 'preprod' | 'production',
): string | null {
  if (row.state !== 'valid' || !row.uuid || !row.longId) return null;
  return `${PORTALS[environment]}/${row.uuid}/share/${row.longId}`;
}
