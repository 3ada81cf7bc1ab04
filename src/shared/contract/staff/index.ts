/*
 * Staff calls (decision 013), one module per area: sign-up and login, the work order flow,
 * complaints, refunds, the sales desk's goods orders and the manager desk's overview. Every call
 * lives under /api/app/staff/; who may make each one is enforced by the server
 * (server/staff/permissions.ts) and pinned by the permission matrix test.
 */
export * from './accounts';
export * from './work-orders';
export * from './work-order-steps';
export * from './extra-work';
export * from './complaints';
export * from './refunds';
export * from './goods-orders';
export * from './overview';
export * from './ratings';
export * from './day-plan';
