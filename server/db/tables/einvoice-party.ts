/**
 * A party of an LHDN e-invoice as Roda keeps it (an e-invoice's buyer column) and as the UBL
 * builder writes it (server/einvoice/ubl/).
 */

/** The second identifier LHDN asks of every party beside its TIN. */
export type PartyIdScheme = 'BRN' | 'NRIC' | 'PASSPORT' | 'ARMY';

export interface EInvoiceAddress {
  lines: string[];
  city: string;
  postcode: string;
  /** LHDN state code, '01' Johor … '14' Kuala Lumpur, '17' not applicable (05-code-tables/state-codes). */
  stateCode: string;
  /** ISO 3166-1 alpha-3, 'MYS'. */
  countryCode: string;
}

export interface EInvoiceParty {
  name: string;
  tin: string;
  idScheme: PartyIdScheme;
  idValue: string;
  /** SST registration number, or 'NA'. */
  sst: string;
  email: string | null;
  /** E.164 without spaces (+60123456789), or 'NA' for the general public. */
  phone: string;
  address: EInvoiceAddress;
}
