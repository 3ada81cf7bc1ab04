import type * as catalog from '@/shared/contract/catalog';
import type * as content from '@/shared/contract/content';
import type * as user from '@/shared/contract/user';
import type { CallDefinition } from '@/shared/contract/define-call';

/**
 * A call as the app sends it: its path, typed by the contract's definition. The app does not
 * import the contract's zod schemas at run time (they would add ~60 KB gzip to Home); it takes
 * their types, and api-calls.test.ts checks every path against the contract itself.
 */
export interface CallRef<C extends CallDefinition> {
  readonly path: C['path'];
  /** Type-only link to the contract definition. */
  readonly __call?: C;
}

const ref = <C extends CallDefinition>(path: string) => ({ path }) as CallRef<C>;

export const api = {
  dictionaryInfo: ref<typeof content.dictionaryInfo>('/api/user/dictionary/dictionary-info'),
  appVersion: ref<typeof content.appVersion>('/api/app/user/sel/app-version'),
  homeBanners: ref<typeof content.homeBanners>('/api/app/user/home/banner'),
  bannerJump: ref<typeof content.bannerJump>('/api/app/user/home/banner-jump'),
  sendSms: ref<typeof user.sendSms>('/api/app/user/send/sms'),
  clientLogin: ref<typeof user.clientLogin>('/api/app/user/client-login'),
  logout: ref<typeof user.logout>('/api/app/user/logout'),
  currentUser: ref<typeof user.currentUser>('/api/app/user/info'),
  categoryList: ref<typeof catalog.categoryList>('/api/app/order/vehicle/type/list'),
  vehicleSpecList: ref<typeof catalog.vehicleSpecList>('/api/app/order/vehicle/car/model/list'),
} as const;
