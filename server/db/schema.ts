/**
 * The whole database: one table per entity of docs/product.md#entities plus the plumbing (sessions,
 * OTP codes, idempotency keys, uploads). Money is integer sen; times are timestamptz (shown in
 * Malaysia time). The tables sit in one file per area (./tables); drizzle-kit reads them through
 * this index.
 */
export type { Localized } from './tables/columns';
export * from './tables/people';
export * from './tables/content';
export * from './tables/catalogue';
export * from './tables/customer';
export * from './tables/orders';
export * from './tables/ratings';
export * from './tables/payments';
export * from './tables/staff-work';
export * from './tables/extra-work';
export * from './tables/support';
export * from './tables/shared-state';
export * from './tables/office';
export * from './tables/notifications';
export * from './tables/documents';
export * from './tables/tallies';
export * from './tables/figures';
export * from './tables/privacy';
