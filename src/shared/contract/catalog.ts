import { z } from 'zod';
import { defineCall } from './define-call';
import { malaysianMobile } from './fields';

export const productCategories = [
  'maintenance',
  'tyres',
  'tint',
  'dashcam',
  'brake_pads',
  'wipers',
  'car_seats',
] as const;
export const productCategorySchema = z.enum(productCategories);
export type ProductCategory = z.infer<typeof productCategorySchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  code: productCategorySchema,
  name: z.string(),
  iconUrl: z.string(),
  sort: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryList = defineCall({
  path: '/api/app/order/vehicle/type/list',
  summary: 'Product categories in the request language',
  auth: 'public',
  mutating: false,
  payload: z.object({}),
  response: z.array(categorySchema),
});

/** One row of the car catalogue; the brand selector derives make / model / year / ... from these. */
export const vehicleSpecSchema = z.object({
  id: z.number().int(),
  make: z.string(),
  model: z.string(),
  yearFrom: z.number().int(),
  yearTo: z.number().int(),
  variant: z.string(),
  engine: z.string(),
  transmission: z.string(),
  bodyType: z.string(),
});
export type VehicleSpec = z.infer<typeof vehicleSpecSchema>;

export const vehicleSpecList = defineCall({
  path: '/api/app/order/vehicle/car/model/list',
  summary: 'The whole car catalogue (make, model, years, variant, engine, transmission)',
  auth: 'public',
  mutating: false,
  payload: z.object({}),
  response: z.array(vehicleSpecSchema),
});

/** The car a search, a product page or a cart line is for: one row of the car catalogue and a year. */
export const carRef = z.object({ specId: z.number().int().positive(), year: z.number().int().min(1980).max(2100) });
export type CarRef = z.infer<typeof carRef>;

/** How a product relates to the chosen car (docs/product.md#purchase). */
export const fitStatuses = ['universal', 'fits', 'noCar', 'noModelData', 'noSize', 'incompatible'] as const;
export const fitStatusSchema = z.enum(fitStatuses);
export type FitStatus = z.infer<typeof fitStatusSchema>;

export const productSummarySchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  category: productCategorySchema,
  brand: z.string(),
  name: z.string(),
  priceSen: z.number().int(),
  originalPriceSen: z.number().int().nullable(),
  labourSen: z.number().int(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  stock: z.number().int(),
  imageUrl: z.string(),
  tags: z.array(z.string()),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  /** Readable list of the cars or sizes this product fits. */
  compatibleModels: z.array(z.string()),
  fit: fitStatusSchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productIndex = defineCall({
  path: '/api/app/order/vehicle/product/app/index',
  summary: 'Home index: categories with a few popular products each, and the part brands for the search panel',
  auth: 'public',
  mutating: false,
  payload: z.object({ car: carRef.optional() }),
  response: z.object({
    sections: z.array(
      z.object({ category: productCategorySchema, name: z.string(), products: z.array(productSummarySchema) }),
    ),
    partBrands: z.array(z.string()),
    priceRangeSen: z.object({ min: z.number().int(), max: z.number().int() }),
  }),
});

export const productSorts = ['recommended', 'priceAsc', 'priceDesc'] as const;

export const productPage = defineCall({
  path: '/api/app/order/vehicle/product/app/page',
  summary: 'Search products: text, category, part brand, price range and the car they must fit',
  auth: 'public',
  mutating: false,
  payload: z.object({
    pageNo: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
    keyword: z.string().trim().max(100).optional(),
    category: productCategorySchema.optional(),
    partBrands: z.array(z.string().max(60)).max(20).optional(),
    minPriceSen: z.number().int().nonnegative().optional(),
    maxPriceSen: z.number().int().nonnegative().optional(),
    car: carRef.optional(),
    sort: z.enum(productSorts).default('recommended'),
  }),
  response: z.object({
    list: z.array(productSummarySchema),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const productFind = defineCall({
  path: '/api/app/order/vehicle/product/app/find',
  summary: 'One product with its fit for the chosen car',
  auth: 'public',
  mutating: false,
  payload: z.object({ id: z.number().int().positive(), car: carRef.optional() }),
  response: productDetailSchema,
});

export const productChangeList = defineCall({
  path: '/api/app/order/vehicle/product/change/list',
  summary: 'Products that can replace this one on the chosen car (same category, fitting)',
  auth: 'public',
  mutating: false,
  payload: z.object({ id: z.number().int().positive(), car: carRef }),
  response: z.array(productSummarySchema),
});

/** Windows a tint film kit covers (docs/product.md#vehicle). */
export const tintWindows = ['frontWindscreen', 'frontSide', 'rearSide', 'rearWindscreen'] as const;

export const carSizes = defineCall({
  path: '/api/app/order/vehicle/car/size/chose',
  summary: 'The sizes that fit a car: wipers (inches), tyres, tint film windows',
  auth: 'public',
  mutating: false,
  payload: carRef,
  response: z.object({
    car: z.string(),
    wiper: z.object({ longIn: z.number().nullable(), shortIn: z.number().nullable(), rearIn: z.number().nullable() }),
    tyreSizes: z.array(z.string()),
    tintWindows: z.array(z.enum(tintWindows)),
    bodyType: z.string(),
    /** Categories for which this car has no size data: buying there is blocked. */
    noSizeFor: z.array(productCategorySchema),
  }),
});

export const userClueAdd = defineCall({
  path: '/api/export/user/vehicle/car/info/add',
  summary: 'A customer who did not find a part leaves the part, the car and a contact for a sales call-back',
  auth: 'public',
  mutating: true,
  payload: z.object({
    name: z.string().trim().min(1).max(80),
    phone: malaysianMobile,
    car: carRef.optional(),
    carText: z.string().trim().max(200).optional(),
    note: z.string().trim().max(500).optional(),
  }),
  response: z.object({ id: z.number().int() }),
});
