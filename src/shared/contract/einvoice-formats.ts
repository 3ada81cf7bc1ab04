/*
 * LHDN's formats of what a buyer types for an e-invoice, without zod, so the app's forms check
 * them as the server does without carrying the contract's schemas (docs/architecture.md#contract).
 */

/** The buyer's identifier beside the TIN, as LHDN names its schemes. */
export const buyerIdTypes = ['NRIC', 'BRN'] as const;
export type BuyerIdType = (typeof buyerIdTypes)[number];

/*
 * LHDN's formats (the reference's validate-TIN page and the invoice field table): a TIN is a
 * prefix (IG for individuals; C, CS, D, E, F, FA, PT, TA, TC, TN, TR, TP, J, LE for others) and
 * digits; MyKad is 12 digits (YYMMDD, place, serial); a new-format SSM number is 12 digits.
 */
export const TIN_PATTERN = /^(IG\d{9,11}|(C|CS|D|E|F|FA|PT|TA|TC|TN|TR|TP|J|LE)\d{8,11})$/;
export const NRIC_PATTERN = /^\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{6}$/;
export const BRN_PATTERN = /^\d{12}$/;
export const POSTCODE_PATTERN = /^\d{5}$/;
/** LHDN's state codes: 01 Johor … 16 Putrajaya. */
export const MALAYSIAN_STATE_CODES = [
  '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16',
] as const; // prettier-ignore

/** Spaces, dashes and case do not matter in an identifier the customer types. */
export const compactId = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
