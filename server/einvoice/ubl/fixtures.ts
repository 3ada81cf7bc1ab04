import type { EInvoiceInput, EInvoiceSupplier } from '../document-input';
import type { EInvoiceParty } from '../../db/tables/einvoice-party';
import { GENERAL_PUBLIC } from '../parties';

/**
 * Realistic inputs of the builder's tests: a tyre installation sold to a customer who asked for
 * her e-invoice, a month of general public sales consolidated, and a refund note on the first.
 */

export const RODA: EInvoiceSupplier = {
  name: 'Roda Auto Sdn. Bhd.',
  tin: 'C25845632020',
  idScheme: 'BRN',
  idValue: '202301012345',
  sst: 'W10-2401-32000123',
  email: 'einvoice@roda.my',
  phone: '+60378901234',
  address: {
    lines: ['No. 12, Jalan SS 15/4', 'SS 15'],
    city: 'Subang Jaya',
    postcode: '47500',
    stateCode: '10',
    countryCode: 'MYS',
  },
  msicCode: '45300',
  activity:
    'Wholesale and retail sale of all kinds of parts, components, supplies, tools and accessories for motor vehicles',
};

export const CUSTOMER: EInvoiceParty = {
  name: 'Tan Mei Ling',
  tin: 'IG12345678090',
  idScheme: 'NRIC',
  idValue: '880514105432',
  sst: 'NA',
  email: 'meiling.tan@example.com',
  phone: '+60123456789',
  address: {
    lines: ['23, Jalan Bukit Bintang'],
    city: 'Kuala Lumpur',
    postcode: '55100',
    stateCode: '14',
    countryCode: 'MYS',
  },
};

/** Two tyres at RM 320.00 (no service tax), fitting at RM 40.00 + 8 %, a RM 20.00 coupon, paid by FPX. */
export function tyreInvoice(): EInvoiceInput {
  return {
    type: '01',
    codeNumber: 'INV-R-000123',
    issuedAt: new Date('2026-05-14T02:30:05.417Z'),
    supplier: RODA,
    buyer: CUSTOMER,
    lines: [
      {
        id: '1',
        description: 'Michelin Primacy 4 205/55 R16 91V',
        classification: '022',
        quantity: 2,
        unitCode: 'H87',
        unitPriceSen: 32_000,
        subtotalSen: 64_000,
        taxType: '06',
        taxPercent: 0,
        taxSen: 0,
      },
      {
        id: '2',
        description: 'Tyre installation and balancing',
        classification: '022',
        quantity: 1,
        unitCode: 'C62',
        unitPriceSen: 4_000,
        subtotalSen: 4_000,
        taxType: '02',
        taxPercent: 8,
        taxSen: 320,
      },
    ],
    discountSen: 2_000,
    shippingSen: 0,
    payment: { modeCode: '03', reference: 'FPX2605140000417' },
    billingPeriod: null,
    original: null,
    totalSen: 66_320,
  };
}

function consolidatedLine(id: number, span: string, labour: boolean, amountSen: number, taxSen: number) {
  return {
    id: String(id),
    description: `Receipts ${span}: ${labour ? 'installation' : 'parts and delivery'}`,
    classification: '004',
    quantity: 1,
    unitCode: 'C62',
    unitPriceSen: amountSen,
    subtotalSen: amountSen,
    taxType: labour ? ('02' as const) : ('06' as const),
    taxPercent: labour ? 8 : 0,
    taxSen,
  };
}

/** May 2026's general public sales, two runs of receipts, each as parts and taxed labour. */
export function consolidatedMonth(): EInvoiceInput {
  return {
    type: '01',
    codeNumber: 'CON-2026-05',
    issuedAt: new Date('2026-06-01T00:15:00Z'),
    supplier: RODA,
    buyer: GENERAL_PUBLIC,
    lines: [
      consolidatedLine(1, 'R-000101 - R-000200', false, 4_812_350, 0),
      consolidatedLine(2, 'R-000101 - R-000200', true, 612_000, 48_960),
      consolidatedLine(3, 'R-000201 - R-000237', false, 1_530_080, 0),
      consolidatedLine(4, 'R-000201 - R-000237', true, 218_000, 17_440),
    ],
    discountSen: 0,
    shippingSen: 0,
    payment: null,
    billingPeriod: { start: '2026-05-01', end: '2026-05-31' },
    original: null,
    totalSen: 4_812_350 + 612_000 + 48_960 + 1_530_080 + 218_000 + 17_440,
  };
}

/** One of the two tyres returned, its RM 320.00 refunded by FPX, citing the e-invoice LHDN validated. */
export function refundNote(): EInvoiceInput {
  const [tyre] = tyreInvoice().lines;
  return {
    type: '04',
    codeNumber: 'RN-R-000130',
    issuedAt: new Date('2026-05-16T09:05:44Z'),
    supplier: RODA,
    buyer: CUSTOMER,
    lines: [{ ...tyre!, quantity: 1, subtotalSen: 32_000 }],
    discountSen: 0,
    shippingSen: 0,
    payment: { modeCode: '03', reference: 'FPXRF2605160002' },
    billingPeriod: null,
    original: { uuid: 'F9D425P6DS7D8IU9QWE3RT4YU5', codeNumber: 'INV-R-000123' },
    totalSen: 32_000,
  };
}
