import type { EInvoiceInput } from '../document-input';
import type { EInvoiceAddress, EInvoiceParty } from '../../db/tables/einvoice-party';

/**
 * An e-invoice Roda must not send: LHDN would reject it, or worse accept a document that says
 * something other than the sale. Thrown before any byte is written, so a bad document is never
 * stored as the one submitted.
 */
export class EInvoiceInputError extends Error {
  constructor(codeNumber: string, problem: string) {
    super(`e-invoice ${codeNumber || '(no number)'}: ${problem}`);
    this.name = 'EInvoiceInputError';
  }
}

/** LHDN's general public TIN, the buyer of a consolidated e-invoice. */
export const GENERAL_PUBLIC_TIN = 'EI00000000010';
/** The classification every line of a consolidated e-invoice carries. */
export const CONSOLIDATED_CLASSIFICATION = '004';

/** LHDN's payment modes, named as its code table names them (lhdn-samples/PaymentMethods.json). */
export const PAYMENT_MODES: Readonly<Record<string, string>> = {
  '01': 'Cash',
  '02': 'Cheque',
  '03': 'Bank Transfer',
  '04': 'Credit Card',
  '05': 'Debit Card',
  '06': 'e-Wallet / Digital Wallet',
  '07': 'Digital Bank',
  '08': 'Others',
};

const MALAYSIAN_STATE = /^(0[1-9]|1[0-7])$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function checkAddress(fail: (problem: string) => never, who: string, a: EInvoiceAddress) {
  // LHDN's address has a main line and two more, of 150 characters each
  if (a.lines.length === 0 || a.lines.length > 3 || a.lines.some((l) => l.trim() === '' || l.length > 150)) {
    fail(`${who}'s address needs 1 to 3 lines of at most 150 characters ('NA' if none)`);
  }
  if (a.city.trim() === '') fail(`${who}'s address needs a city ('NA' if none)`);
  if (!/^[A-Z]{3}$/.test(a.countryCode)) fail(`${who}'s country ${a.countryCode} is not ISO 3166-1 alpha-3`);
  if (a.countryCode === 'MYS' && !MALAYSIAN_STATE.test(a.stateCode))
    fail(`${who}'s state code ${a.stateCode} is not LHDN's`);
  if (a.stateCode.trim() === '') fail(`${who}'s address needs a state`);
}

function checkParty(fail: (problem: string) => never, who: string, p: EInvoiceParty) {
  if (p.name.trim() === '' || p.name.length > 300) fail(`${who}'s name must be 1 to 300 characters`);
  if (p.tin.trim() === '' || p.tin.length > 14) fail(`${who}'s TIN must be 1 to 14 characters`);
  if (p.idValue.trim() === '') fail(`${who}'s ${p.idScheme} is empty`);
  if (p.sst.trim() === '') fail(`${who}'s SST number is empty ('NA' if not registered)`);
  if (p.phone.trim() === '') fail(`${who}'s phone is empty ('NA' for the general public)`);
  checkAddress(fail, who, p.address);
}

/** What the document's structure needs of the input; the money is checked by totalsOf. */
export function checkStructure(input: EInvoiceInput): void {
  const fail = (problem: string): never => {
    throw new EInvoiceInputError(input.codeNumber, problem);
  };
  if (input.type !== '01' && input.type !== '04') fail(`type ${String(input.type)} is not one Roda writes`);
  if (input.codeNumber.trim() === '' || input.codeNumber.length > 50)
    fail('the code number must be 1 to 50 characters');
  if (Number.isNaN(input.issuedAt.getTime())) fail('the issue time is not a date');

  // a refund note stands only with the e-invoice it refunds; an invoice cites none
  if (input.type === '04' && (!input.original?.uuid || !input.original.codeNumber)) {
    fail("a refund note must cite its original e-invoice's uuid and code number");
  }
  if (input.type === '01' && input.original) fail('an invoice cites no original document');

  if (input.billingPeriod) {
    const { start, end } = input.billingPeriod;
    if (!DAY.test(start) || !DAY.test(end) || start > end)
      fail(`billing period ${start}..${end} is not two ordered days`);
  }

  checkParty(fail, 'supplier', input.supplier);
  checkParty(fail, 'buyer', input.buyer);
  if (!/^\d{5}$/.test(input.supplier.msicCode)) fail(`MSIC code ${input.supplier.msicCode} is not five digits`);
  if (input.supplier.activity.trim() === '') fail(`MSIC code ${input.supplier.msicCode} needs its activity name`);
  if (input.payment && !PAYMENT_MODES[input.payment.modeCode])
    fail(`payment mode ${input.payment.modeCode} is not LHDN's`);

  const ids = new Set<string>();
  for (const line of input.lines) {
    if (line.id.trim() === '' || ids.has(line.id)) fail(`line id '${line.id}' is empty or repeated`);
    ids.add(line.id);
    if (line.description.trim() === '' || line.description.length > 300) fail(`line ${line.id} needs a description`);
    if (!/^\d{3}$/.test(line.classification)) fail(`line ${line.id}'s classification is not an LHDN code`);
    if (!/^[0-9A-Z]{2,3}$/.test(line.unitCode)) fail(`line ${line.id}'s unit ${line.unitCode} is not UN/ECE rec 20`);
  }

  // a consolidated e-invoice is all general public sales; LHDN reads classification 004 as that
  const consolidated = input.lines.some((l) => l.classification === CONSOLIDATED_CLASSIFICATION);
  if (consolidated && input.lines.some((l) => l.classification !== CONSOLIDATED_CLASSIFICATION)) {
    fail('a consolidated e-invoice has only lines of classification 004');
  }
  if (consolidated && input.buyer.tin !== GENERAL_PUBLIC_TIN)
    fail(`a consolidated e-invoice's buyer is ${GENERAL_PUBLIC_TIN}`);
  if (consolidated && input.type === '01' && !input.billingPeriod)
    fail('a consolidated e-invoice needs its billing period');
}
