/** Every call the app makes, by name: `callApi(api.homeBanners, payload)` (see call-paths.ts). */
export * as api from './call-paths';
export type { CallRef } from '@/shared/contract/define-call';
