import type { CallDefinition } from './define-call';
import * as catalog from './catalog';
import * as content from './content';
import * as user from './user';

/** Every call of the API; the server mounts these and the OpenAPI document lists them. */
export const allCalls: CallDefinition[] = [
  content.health,
  content.dictionaryInfo,
  content.appVersion,
  content.homeBanners,
  content.bannerJump,
  user.sendSms,
  user.clientLogin,
  user.logout,
  user.currentUser,
  catalog.categoryList,
  catalog.vehicleSpecList,
];
