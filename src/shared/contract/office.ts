import { z } from 'zod';
import { productCategorySchema } from './catalog';
import { defineCall } from './define-call';
import { id, pageOf, pageRequest, MAX_DB_INT } from './fields';

/*
 * The back office (decision 018, first slice): the catalogue and its CSV import and export (the audit
 * log is office-audit.ts). Every call lives under /api/app/office/; who may make each one is the shared matrix's
 * (`PERMISSIONS` in work-order-flow.ts, the office* actions), checked by server/office and pinned by
 * server/office/office-permissions.test.ts. Custom messages are server text keys (server/i18n/texts/office.ts).
 */

const text = (max: number, required: string) => z.string().trim().min(1, required).max(max);
const optionalText = (max: number) => z.string().trim().max(max);

export const localizedSchema = z.object({
  en: text(200, 'officeNameEnRequired'),
  ms: text(200, 'officeNameMsRequired'),
  zh: text(200, 'officeNameZhRequired'),
});
export const localizedLongSchema = z.object({
  en: optionalText(4000),
  ms: optionalText(4000),
  zh: optionalText(4000),
});

const year = z.number().int().min(1980, 'officeYearRange').max(2100, 'officeYearRange');

/** One fitment row: the cars a part fits. Empty variant, engine or transmission means "any". */
export const fitmentRowSchema = z
  .object({
    make: text(60, 'officeMakeRequired'),
    model: text(60, 'officeModelRequired'),
    yearFrom: year,
    yearTo: year,
    variant: optionalText(60).default(''),
    engine: optionalText(60).default(''),
    transmission: optionalText(60).default(''),
  })
  .refine((row) => row.yearFrom <= row.yearTo, { message: 'officeYearOrder', path: ['yearTo'] });
export type FitmentRow = z.infer<typeof fitmentRowSchema>;

export const wiperPositions = ['long', 'short', 'rear'] as const;
export const seatTypes = ['infant', 'convertible', 'booster', 'all_in_one'] as const;

/** What a product fits: every car, a wiper or tyre size, or a list of cars. */
export const fitmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('universal') }),
  z.object({
    kind: z.literal('wiper'),
    position: z.enum(wiperPositions),
    sizeIn: z.number().int().min(10, 'officeWiperSize').max(32, 'officeWiperSize'),
  }),
  z.object({
    kind: z.literal('tyre'),
    size: z
      .string()
      .trim()
      .regex(/^\d{3}\/\d{2}R\d{2}$/, 'officeTyreSize'),
  }),
  z.object({ kind: z.literal('models'), models: z.array(fitmentRowSchema).min(1, 'officeFitmentRequired').max(200) }),
  z.object({ kind: z.literal('bodyType'), bodyTypes: z.array(z.string().trim().min(1).max(40)).min(1).max(10) }),
]);
export type OfficeFitment = z.infer<typeof fitmentSchema>;

/** Specification fields per category (wiper and tyre sizes are in the fitment). */
export const productSpecsSchema = z.object({
  /** Tint: visible light transmission, in percent. */
  vltPercent: z.number().int().min(5, 'officeVlt').max(90, 'officeVlt').optional(),
  /** Car seats. */
  seatType: z.enum(seatTypes).optional(),
});
export type ProductSpecs = z.infer<typeof productSpecsSchema>;

const priceSen = z.number().int().min(1, 'officePrice').max(MAX_DB_INT, 'officePrice');

/** A product as the office writes it (form and CSV row alike). */
export const officeProductInput = z
  .object({
    sku: z
      .string()
      .trim()
      .regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, 'officeSku'),
    category: productCategorySchema,
    brand: text(60, 'officeBrandRequired'),
    name: localizedSchema,
    description: localizedLongSchema,
    priceSen,
    originalPriceSen: priceSen.nullable().default(null),
    labourSen: z.number().int().min(0).max(MAX_DB_INT).default(0),
    stock: z.number().int().min(0, 'officeStock').max(1_000_000, 'officeStock'),
    size: optionalText(60).nullable().default(null),
    colour: optionalText(60).nullable().default(null),
    /** A demo image file or an upload id (the upload call, purpose `product`). */
    image: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{1,120}$/, 'officeImage'),
    specs: productSpecsSchema.default({}),
    fitment: fitmentSchema,
    active: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    if (p.originalPriceSen !== null && p.originalPriceSen < p.priceSen)
      ctx.addIssue({ code: 'custom', message: 'officeOriginalPrice', path: ['originalPriceSen'] });
    if (p.category === 'tyres' && p.fitment.kind !== 'tyre')
      ctx.addIssue({ code: 'custom', message: 'officeTyreFitment', path: ['fitment'] });
    if (p.category === 'wipers' && p.fitment.kind !== 'wiper')
      ctx.addIssue({ code: 'custom', message: 'officeWiperFitment', path: ['fitment'] });
  });
export type OfficeProductInput = z.input<typeof officeProductInput>;
export type OfficeProduct = z.output<typeof officeProductInput>;

export const officeProductRowSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  category: productCategorySchema,
  brand: z.string(),
  name: z.string(),
  priceSen: z.number().int(),
  stock: z.number().int(),
  active: z.boolean(),
  imageUrl: z.string(),
});
export type OfficeProductRow = z.infer<typeof officeProductRowSchema>;

export const officeProductPage = defineCall({
  path: '/api/app/office/product/page',
  summary: 'Back office: products, paged on the server, searched by name, brand or SKU, filtered by category',
  auth: 'staff',
  mutating: false,
  payload: z.object({
    ...pageRequest,
    keyword: z.string().trim().max(100).optional(),
    category: productCategorySchema.optional(),
  }),
  response: pageOf(officeProductRowSchema),
});

export const officeProductFind = defineCall({
  path: '/api/app/office/product/find',
  summary: 'Back office: one product as the form edits it',
  auth: 'staff',
  mutating: false,
  payload: z.object({ id }),
  response: z.object({ id: z.number().int(), imageUrl: z.string(), product: officeProductInput }),
});

export const officeProductSave = defineCall({
  path: '/api/app/office/product/save',
  summary: 'Back office: create a product (no id) or change one; customers see it in search at once',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id: id.optional(), product: officeProductInput }),
  response: z.object({ id: z.number().int(), created: z.boolean() }),
});

/**
 * The CSV's columns, in order (export writes them, import reads them by name): amounts in RM with two
 * decimals (`129.00`), specs and fitment as readable text, never JSON (docs/product.md#csv).
 */
export const productCsvColumns = [
  'sku',
  'category',
  'brand',
  'name_en',
  'name_ms',
  'name_zh',
  'description_en',
  'description_ms',
  'description_zh',
  'price_rm',
  'original_price_rm',
  'labour_rm',
  'stock',
  'size',
  'colour',
  'image',
  'active',
  'specs',
  'fitment',
] as const;

/** A CSV import's body may be this large (the call's own `bodyLimit`; other calls keep 1 MB). */
export const PRODUCT_CSV_MAX_BYTES = 8 * 1024 * 1024;
export const PRODUCT_CSV_MAX_ROWS = 20_000;

export const csvRowErrorSchema = z.object({ row: z.number().int(), message: z.string() });

export const officeProductImport = defineCall({
  path: '/api/app/office/product/import',
  summary:
    'Back office: CSV import of products by SKU. apply false: a preview (new, changed, unchanged, errors per row). apply true: all rows in one transaction, or none when any row is bad (1003 naming the first bad row)',
  auth: 'staff',
  mutating: true,
  bodyLimit: PRODUCT_CSV_MAX_BYTES,
  payload: z.object({ csv: z.string().max(PRODUCT_CSV_MAX_BYTES), apply: z.boolean() }),
  response: z.object({
    rows: z.number().int(),
    created: z.array(z.string()),
    changed: z.array(z.string()),
    unchanged: z.number().int(),
    errors: z.array(csvRowErrorSchema),
    applied: z.boolean(),
  }),
});

/** CSV export: not a JSON call (its answer is text/csv, streamed), so it is not in `allCalls`. */
export const PRODUCT_EXPORT_PATH = '/api/app/office/product/export';
