import { describe, expect, it } from 'vitest';
import { pdfText } from '../../tests/support/pdf-text';
import { renderReceiptPdf } from './receipt-pdf';
import type { ReceiptLine, ReceiptSnapshot } from '../db/tables/receipt-snapshot';

const tyres: ReceiptLine = {
  description: 'Michelin Primacy 4 205/55R16 91V',
  sku: 'MIC-P4-2055516',
  quantity: 2,
  unitPriceSen: 32_000,
  amountSen: 64_000,
  kind: 'part',
  taxPercent: 0,
};
const installation: ReceiptLine = {
  description: 'Tyre installation and wheel balancing',
  sku: 'SVC-TYRE-INSTALL',
  quantity: 1,
  unitPriceSen: 4_000,
  amountSen: 4_000,
  kind: 'labour',
  taxPercent: 8,
};
const validationUrl = 'https://myinvois.hasil.gov.my/F9D425P6DS7D8IU7H3KQ/share/RZ4J5H1B2VC7TQX0YK3M8WNP9A';

/** A tyre installation: RM 640.00 of tyres + RM 40.00 labour + RM 3.20 tax − RM 10.00 coupon. */
const tyreReceipt: ReceiptSnapshot = {
  kind: 'receipt',
  number: 'RC-000123',
  issuedAt: '2026-01-15T06:31:05.000Z',
  citesNumber: null,
  orderNo: 'R260115-0042',
  orderType: 'install',
  seller: {
    companyName: 'Roda Auto Sdn. Bhd.',
    brn: '202301012345 (1512345-A)',
    tin: 'C24567890120',
    sstNo: 'W10-2301-32000456',
    address: ['Lot 12, Jalan Teknologi 3/5', 'Taman Sains Selangor, Kota Damansara', '47810 Petaling Jaya, Selangor'],
    phone: '+60 3-6151 2288',
    email: 'billing@roda.my',
  },
  store: {
    name: 'Roda Tyre & Service Centre SS2',
    address: '23, Jalan SS 2/61, SS 2, 47300 Petaling Jaya, Selangor',
    phone: '+60 3-7876 1122',
  },
  buyer: {
    name: 'Nurul Aisyah binti Ahmad',
    phone: '+60 12-345 6789',
    email: 'nurul.aisyah@example.my',
    plate: 'WXY 1234',
    vehicle: 'Honda City 1.5 V (2020)',
  },
  lines: [tyres, installation],
  subtotalSen: 68_000,
  serviceTaxSen: 320,
  shippingSen: 0,
  discountSen: 1_000,
  totalSen: 67_320,
  payment: { method: 'FPX (Maybank2u)', reference: 'FPX2601151430123456', paidAt: '2026-01-15T06:30:12.000Z' },
  appointment: { date: '2026-01-17', slot: '10:00–11:00' },
  warrantyDays: 30,
  einvoiceUrl: null,
};

const tyreRefund: ReceiptSnapshot = {
  ...tyreReceipt,
  kind: 'refund',
  number: 'RF-000042',
  issuedAt: '2026-01-16T02:05:00.000Z',
  citesNumber: 'RC-000123',
  payment: { method: 'FPX (Maybank2u)', reference: 'RFD-FPX2601160001', paidAt: '2026-01-16T02:04:30.000Z' },
};

const textOf = async (receipt: ReceiptSnapshot, lang: 'en' | 'ms') => pdfText(await renderReceiptPdf(receipt, lang));
const pageCount = (bytes: Uint8Array) =>
  Buffer.from(bytes)
    .toString('latin1')
    .match(/\/Type \/Page\b(?!s)/g)?.length;

describe('renderReceiptPdf', () => {
  it('renders an English receipt a reader can check', async () => {
    const bytes = await renderReceiptPdf(tyreReceipt, 'en');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pageCount(bytes)).toBe(1);
    const text = pdfText(bytes);
    for (const expected of [
      'Receipt',
      'Receipt no. RC-000123',
      '15/01/2026 14:31',
      'Roda Auto Sdn. Bhd.',
      'SSM: 202301012345 (1512345-A)',
      'TIN: C24567890120',
      'SST No.: W10-2301-32000456',
      'Nurul Aisyah binti Ahmad',
      'Vehicle: WXY 1234 · Honda City 1.5 V (2020)',
      'Order no. R260115-0042',
      'Installation at a workshop',
      '17/01/2026, 10:00–11:00',
      'Roda Tyre & Service Centre SS2',
      'Michelin Primacy 4 205/55R16 91V 2 RM 320.00 RM 640.00 -',
      'Tyre installation and wheel balancing 1 RM 40.00 RM 40.00 8%',
      'Subtotal RM 680.00',
      'Service tax 8% RM 3.20',
      'Discount -RM 10.00',
      'Total RM 673.20',
      'FPX (Maybank2u)',
      'FPX2601151430123456',
      'Paid on 15/01/2026 14:30',
      '30-day warranty on parts and installation from the date of service',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Validated e-Invoice');
    expect(text).not.toContain('Shipping');
  });

  it('renders a Malay receipt', async () => {
    const text = await textOf(tyreReceipt, 'ms');
    for (const expected of [
      'Resit',
      'No. resit RC-000123',
      'No. pesanan R260115-0042',
      'Pemasangan di bengkel',
      'Cukai perkhidmatan 8% RM 3.20',
      'Diskaun -RM 10.00',
      'Jumlah RM 673.20',
      'Rujukan FPX2601151430123456',
      'Waranti 30 hari untuk alat ganti dan pemasangan dari tarikh servis',
    ])
      expect(text).toContain(expected);
  });

  it('renders a refund note citing the receipt it refunds', async () => {
    const en = await textOf(tyreRefund, 'en');
    expect(en).toContain('Refund note');
    expect(en).toContain('Refund note no. RF-000042');
    expect(en).toContain('Refund of receipt RC-000123');
    expect(en).toContain('Total refunded RM 673.20');
    expect(en).toContain('Refunded on 16/01/2026 10:04');
    const ms = await textOf(tyreRefund, 'ms');
    expect(ms).toContain('Nota bayaran balik');
    expect(ms).toContain('Bayaran balik bagi resit RC-000123');
  });

  it('shows the validated e-invoice with its link', async () => {
    const text = await textOf({ ...tyreReceipt, einvoiceUrl: validationUrl }, 'en');
    expect(text).toContain('Validated e-Invoice (LHDN MyInvois)');
    expect(text).toContain(validationUrl);
    expect(await textOf({ ...tyreReceipt, einvoiceUrl: validationUrl }, 'ms')).toContain(
      'e-Invois disahkan (LHDN MyInvois)',
    );
  });

  it('says when the seller is not SST-registered', async () => {
    const text = await textOf(
      {
        ...tyreReceipt,
        seller: { ...tyreReceipt.seller, sstNo: null },
        lines: [tyres, { ...installation, taxPercent: 0 }],
        serviceTaxSen: 0,
        totalSen: 67_000,
      },
      'en',
    );
    expect(text).toContain('Not registered for SST');
    expect(text).toContain('Tyre installation and wheel balancing 1 RM 40.00 RM 40.00 -');
    expect(text).not.toContain('Service tax');
  });

  it('draws names the standard fonts cannot show as a replacement instead of failing', async () => {
    const buyer = { ...tyreReceipt.buyer, name: '陈伟明', email: 'wei.ming@example.my' };
    const text = await textOf({ ...tyreReceipt, buyer }, 'en');
    expect(text).toContain('???');
    expect(text).toContain('wei.ming@example.my');
  });

  it('renders a mail order without a store or appointment, with shipping', async () => {
    const text = await textOf(
      {
        ...tyreReceipt,
        orderType: 'mail',
        store: null,
        appointment: null,
        lines: [tyres],
        subtotalSen: 64_000,
        serviceTaxSen: 0,
        shippingSen: 2_000,
        discountSen: 0,
        totalSen: 66_000,
      },
      'en',
    );
    expect(text).toContain('Delivery by post');
    expect(text).toContain('Shipping RM 20.00');
    expect(text).toContain('Total RM 660.00');
    expect(text).not.toContain('Appointment');
  });

  it('moves lines that do not fit to the next pages', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({ ...tyres, description: `Wheel nut set ${i + 1}` }));
    const bytes = await renderReceiptPdf({ ...tyreReceipt, lines, einvoiceUrl: validationUrl }, 'en');
    const pages = pageCount(bytes) ?? 0;
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(bytes);
    expect(text).toContain('Wheel nut set 40');
    expect(text).toContain('Receipt RC-000123');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.indexOf('Wheel nut set 40')).toBeGreaterThan(text.indexOf('Wheel nut set 1 '));
    expect(text.indexOf('Wheel nut set 40')).toBeLessThan(text.indexOf('Total RM 673.20'));
    expect(text.indexOf('Total RM 673.20')).toBeLessThan(text.indexOf('Validated e-Invoice'));
  });

  it('renders the same bytes for the same snapshot', async () => {
    const first = await renderReceiptPdf(tyreReceipt, 'en');
    const second = await renderReceiptPdf(structuredClone(tyreReceipt), 'en');
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});
