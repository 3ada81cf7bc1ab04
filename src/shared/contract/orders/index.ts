/*
 * The customer's order calls, one module per area: stores and their slots, coupons, orders,
 * payments and refunds.
 */
export * from './stores';
export * from './coupons';
export * from './orders';
export * from './payments';
export * from './refunds';
