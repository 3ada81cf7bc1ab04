import type { CallDefinition } from './define-call';
import * as cart from './cart';
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
  catalog.productIndex,
  catalog.productPage,
  catalog.productFind,
  catalog.productChangeList,
  catalog.carSizes,
  catalog.userClueAdd,
  cart.cartAdd,
  cart.cartUpdate,
  cart.cartDelete,
  cart.cartPage,
  cart.cartCount,
];
