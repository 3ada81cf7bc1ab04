import { z } from 'zod';
import { defineCall } from './define-call';

export const productCategories = ['maintenance', 'tyres', 'tint', 'dashcam', 'brake_pads', 'wipers', 'car_seats'] as const;
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
