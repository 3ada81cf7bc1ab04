import { officeProductInput, type OfficeProduct, type productCsvColumns } from '../../src/shared/contract/office';
import { rmDecimal, senOfRmDecimal } from '../../src/shared/lib/money';
import { describeIssue } from '../http/validation-message';
import type { Lang } from '../i18n/language';
import { translate } from '../i18n/text-catalogue';
import { fitmentCell, readFitmentCell, readSpecsCell, specsCell } from './csv-cells';

/**
 * One product as a line of the product CSV and back (docs/product.md#csv): amounts in RM with two
 * decimals, specs and fitment as readable text. The export writes what the import reads, so a
 * re-import of an export changes nothing.
 */

export type ProductCsvColumn = (typeof productCsvColumns)[number];

/** The values of one product's line, in the columns' order. */
export function productCsvValues(p: OfficeProduct): Record<ProductCsvColumn, string | number | boolean> {
  return {
    sku: p.sku,
    category: p.category,
    brand: p.brand,
    name_en: p.name.en,
    name_ms: p.name.ms,
    name_zh: p.name.zh,
    description_en: p.description.en,
    description_ms: p.description.ms,
    description_zh: p.description.zh,
    price_rm: rmDecimal(p.priceSen),
    original_price_rm: p.originalPriceSen === null ? '' : rmDecimal(p.originalPriceSen),
    labour_rm: rmDecimal(p.labourSen),
    stock: p.stock,
    size: p.size ?? '',
    colour: p.colour ?? '',
    image: p.image,
    active: p.active,
    specs: specsCell(p.specs),
    fitment: fitmentCell(p.fitment),
  };
}

const WHOLE = /^\d+$/;
const amountColumns = ['price_rm', 'original_price_rm', 'labour_rm'] as const;
/** Amounts a row may leave empty: no original price, no labour. */
const mayBeEmpty = new Set<ProductCsvColumn>(['original_price_rm', 'labour_rm']);

/** One record as the contract's product input, or the first problem with it (in the reader's language). */
export function readProductRecord(
  cells: Record<ProductCsvColumn, string>,
  lang: Lang,
): { product: OfficeProduct } | { problem: string } {
  const sen: Partial<Record<(typeof amountColumns)[number], number>> = {};
  for (const column of amountColumns) {
    const v = cells[column].trim();
    if (v === '' && mayBeEmpty.has(column)) continue;
    const amount = senOfRmDecimal(v);
    if (amount === null) return { problem: translate('officeCsvAmount', lang, { column }) };
    sen[column] = amount;
  }
  const stock = cells.stock.trim();
  if (!WHOLE.test(stock)) return { problem: translate('officeCsvNumber', lang, { column: 'stock' }) };
  const specs = readSpecsCell(cells.specs);
  if (!specs) return { problem: translate('officeCsvSpecs', lang) };
  const fitment = readFitmentCell(cells.fitment);
  if (!fitment) return { problem: translate('officeCsvFitment', lang) };
  const active = cells.active.trim().toLowerCase();
  const parsed = officeProductInput.safeParse({
    sku: cells.sku,
    category: cells.category.trim(),
    brand: cells.brand,
    name: { en: cells.name_en, ms: cells.name_ms, zh: cells.name_zh },
    description: { en: cells.description_en, ms: cells.description_ms, zh: cells.description_zh },
    priceSen: sen.price_rm,
    originalPriceSen: sen.original_price_rm ?? null,
    labourSen: sen.labour_rm ?? 0,
    stock: Number(stock),
    size: cells.size.trim() || null,
    colour: cells.colour.trim() || null,
    image: cells.image,
    specs,
    fitment,
    active: !['false', '0', 'no', 'n'].includes(active),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: issue ? describeIssue(issue, lang) : translate('fieldInvalid', lang, { field: 'row' }) };
  }
  return { product: parsed.data };
}
