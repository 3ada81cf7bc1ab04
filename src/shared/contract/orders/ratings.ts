import { z } from 'zod';
import { defineCall } from '../define-call';

/** The customer's rating of a completed order (docs/product.md#order-rating): once per order. */

export const RATING_COMMENT_MAX = 500;

export const orderRatingSchema = z.object({
  stars: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

export const orderRatingFind = defineCall({
  path: '/api/app/order/vehicle/order/app/rating',
  summary: 'The rating the caller gave one of their orders, and whether they may rate it now',
  auth: 'user',
  mutating: false,
  payload: z.object({ orderId: z.number().int().positive() }),
  response: z.object({ rating: orderRatingSchema.nullable(), canRate: z.boolean() }),
});

export const orderRate = defineCall({
  path: '/api/app/order/vehicle/order/app/rate',
  summary: 'Rate a completed order, 1 to 5 stars with an optional comment; once per order (idempotent)',
  auth: 'user',
  mutating: true,
  payload: z.object({
    orderId: z.number().int().positive(),
    stars: z.number().int('ratingStars').min(1, 'ratingStars').max(5, 'ratingStars'),
    comment: z.string().trim().max(RATING_COMMENT_MAX, 'ratingCommentTooLong').default(''),
  }),
  response: orderRatingSchema,
});
