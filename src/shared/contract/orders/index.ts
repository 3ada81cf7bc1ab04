/*
 * The customer's order calls, one module per area: stores and their slots, coupons, orders,
 * payments and refunds.
 */
export * from './stores';
export * from './store-detail';
export * from './coupons';
export * from './orders';
export * from './order-work';
export * from './extra-work';
export * from './extra-work-pay';
export * from './payments';
export * from './refunds';
export * from './saved-addresses';
export * from './ratings';
export * from './reorder';
export * from './store-rating';
