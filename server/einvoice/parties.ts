import type { CompanyRow } from '../receipts/company';
import type { EInvoiceSupplier } from './document-input';
import type { EInvoiceParty } from '../db/tables/einvoice-party';
import { msicActivities } from '../../src/shared/contract/office-documents';

/** LHDN's general public buyer, used on consolidated e-invoices and sales no buyer claimed. */
export const GENERAL_PUBLIC: EInvoiceParty = {
  name: 'General Public',
  tin: 'EI00000000010',
  idScheme: 'NRIC',
  idValue: '000000000000',
  sst: 'NA',
  email: null,
  phone: 'NA',
  address: { lines: ['NA'], city: 'NA', postcode: '', stateCode: '17', countryCode: 'MYS' },
};

/** A person who gives only their MyKad is named on LHDN's documents by the general public TIN. */
export const INDIVIDUAL_WITHOUT_TIN = 'EI00000000010';

export function supplierOf(c: CompanyRow): EInvoiceSupplier {
  return {
    name: c.companyName,
    tin: c.tin,
    idScheme: 'BRN',
    idValue: c.brn,
    sst: c.sstNo && c.sstNo.trim() !== '' ? c.sstNo : 'NA',
    email: c.email,
    phone: c.phone.replace(/[\s-]/g, ''),
    address: {
      lines: c.addressLines.filter((l) => l.trim() !== ''),
      city: c.city,
      postcode: c.postcode,
      stateCode: c.stateCode,
      countryCode: 'MYS',
    },
    msicCode: c.msicCode,
    activity: msicActivities[c.msicCode as keyof typeof msicActivities] ?? '',
  };
}

/** LHDN's payment mode of how the payer paid: card 04, FPX 03 (bank transfer), e-wallets 06. */
export function paymentModeOf(method: string): string {
  const m = method.toLowerCase();
  if (m.startsWith('card')) return '04';
  if (m.startsWith('fpx')) return '03';
  if (m.startsWith('grabpay') || m.startsWith('touch')) return '06';
  return '08';
}
