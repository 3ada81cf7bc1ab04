/** Roda's client of LHDN's MyInvois API: submit e-invoices, follow their validation, cancel them. */
export { createMyInvoisClient, MYINVOIS_LIMITS } from './client';
export { MyInvoisError, MyInvoisRateLimited, parseRetryAfter } from './errors';
export { validationUrl } from './hosts';
export type * from './types';
