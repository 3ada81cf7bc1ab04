import type { EInvoiceLine, TaxTypeCode } from '../document-input';
import { leaf, money, one, type UblAggregate } from './json';
import { grossSen, type DocumentTotals } from './totals';

/** LHDN files every Malaysian tax under UN/ECE 5153's "other taxes"; the category's ID is the tax type. */
function taxCategory(taxType: TaxTypeCode): [UblAggregate] {
  return one({
    ID: leaf(taxType),
    TaxScheme: one({ ID: leaf('OTH', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }) }),
  });
}

/**
 * The line's tax as a percentage: 02 at its rate, 06 (not applicable) at 0 with no tax. Type 06 is
 * no exemption (that is category E, which alone needs a TaxExemptionReason), so none is written.
 */
function lineTaxTotal(line: EInvoiceLine): [UblAggregate] {
  return one({
    TaxAmount: money(line.taxSen),
    TaxSubtotal: one({
      TaxableAmount: money(line.subtotalSen),
      TaxAmount: money(line.taxSen),
      Percent: leaf(line.taxPercent),
      TaxCategory: taxCategory(line.taxType),
    }),
  });
}

/**
 * A line discount, when the subtotal is less than quantity × unit price, so that
 * ItemPriceExtension − discount = LineExtensionAmount as LHDN's line fields read.
 */
function lineDiscount(line: EInvoiceLine): { AllowanceCharge?: UblAggregate[] } {
  const discountSen = grossSen(line) - line.subtotalSen;
  if (discountSen === 0) return {};
  return {
    AllowanceCharge: [
      { ChargeIndicator: leaf(false), AllowanceChargeReason: leaf('Discount'), Amount: money(discountSen) },
    ],
  };
}

export function invoiceLine(line: EInvoiceLine): UblAggregate {
  return {
    ID: leaf(line.id),
    InvoicedQuantity: leaf(line.quantity, { unitCode: line.unitCode }),
    LineExtensionAmount: money(line.subtotalSen),
    ...lineDiscount(line),
    TaxTotal: lineTaxTotal(line),
    Item: one({
      Description: leaf(line.description),
      CommodityClassification: one({ ItemClassificationCode: leaf(line.classification, { listID: 'CLASS' }) }),
    }),
    Price: one({ PriceAmount: money(line.unitPriceSen) }),
    ItemPriceExtension: one({ Amount: money(grossSen(line)) }),
  };
}

/** The document's TaxTotal: the whole tax, and one TaxSubtotal per tax type. */
export function documentTaxTotal(totals: DocumentTotals): [UblAggregate] {
  return one({
    TaxAmount: money(totals.taxSen),
    TaxSubtotal: totals.byTaxType.map((t) => ({
      TaxableAmount: money(t.taxableSen),
      TaxAmount: money(t.taxSen),
      TaxCategory: taxCategory(t.taxType),
    })),
  });
}

/** The document's discount (a coupon) and shipping, each only when there is one. */
export function documentAllowanceCharges(totals: DocumentTotals): { AllowanceCharge?: UblAggregate[] } {
  const entries: UblAggregate[] = [];
  if (totals.allowanceSen > 0) {
    entries.push({
      ChargeIndicator: leaf(false),
      AllowanceChargeReason: leaf('Discount'),
      Amount: money(totals.allowanceSen),
    });
  }
  if (totals.chargeSen > 0) {
    entries.push({
      ChargeIndicator: leaf(true),
      AllowanceChargeReason: leaf('Shipping'),
      Amount: money(totals.chargeSen),
    });
  }
  return entries.length > 0 ? { AllowanceCharge: entries } : {};
}

export function legalMonetaryTotal(totals: DocumentTotals): [UblAggregate] {
  return one({
    LineExtensionAmount: money(totals.lineExtensionSen),
    TaxExclusiveAmount: money(totals.taxExclusiveSen),
    TaxInclusiveAmount: money(totals.taxInclusiveSen),
    ...(totals.allowanceSen > 0 ? { AllowanceTotalAmount: money(totals.allowanceSen) } : {}),
    ...(totals.chargeSen > 0 ? { ChargeTotalAmount: money(totals.chargeSen) } : {}),
    PayableAmount: money(totals.payableSen),
  });
}
