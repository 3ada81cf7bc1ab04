import type * as account from '@/shared/contract/account';
import type * as cart from '@/shared/contract/cart';
import type * as catalog from '@/shared/contract/catalog';
import type * as content from '@/shared/contract/content';
import type * as orders from '@/shared/contract/orders';
import type * as staff from '@/shared/contract/staff';
import type * as support from '@/shared/contract/support';
import type * as user from '@/shared/contract/user';
import type { CallDefinition } from '@/shared/contract/define-call';

/**
 * A call as the app sends it: its path, typed by the contract's definition. The app does not
 * import the contract's zod schemas at run time (they would add ~60 KB gzip to Home); it takes
 * their types, and api-calls.test.ts checks every path against the contract itself.
 *
 * Each call is its own string constant (used as `api.x` through api-calls.ts), which the build
 * inlines where it is used (`optimization.inlineConst`): a chunk carries only the paths it calls,
 * and Home's first load none of the others (docs/decisions/011-home-first-load.md).
 */
export type CallRef<C extends CallDefinition> = C['path'] & {
  /** Type-only link to the contract definition. */
  readonly __call?: C;
};

export const dictionaryInfo = '/api/user/dictionary/dictionary-info' as CallRef<typeof content.dictionaryInfo>;
export const appVersion = '/api/app/user/sel/app-version' as CallRef<typeof content.appVersion>;
export const homeBanners = '/api/app/user/home/banner' as CallRef<typeof content.homeBanners>;
export const bannerJump = '/api/app/user/home/banner-jump' as CallRef<typeof content.bannerJump>;
export const sendSms = '/api/app/user/send/sms' as CallRef<typeof user.sendSms>;
export const clientLogin = '/api/app/user/client-login' as CallRef<typeof user.clientLogin>;
export const logout = '/api/app/user/logout' as CallRef<typeof user.logout>;
export const currentUser = '/api/app/user/info' as CallRef<typeof user.currentUser>;
export const categoryList = '/api/app/order/vehicle/type/list' as CallRef<typeof catalog.categoryList>;
export const vehicleSpecList = '/api/app/order/vehicle/car/model/list' as CallRef<typeof catalog.vehicleSpecList>;
export const productIndex = '/api/app/order/vehicle/product/app/index' as CallRef<typeof catalog.productIndex>;
export const productPage = '/api/app/order/vehicle/product/app/page' as CallRef<typeof catalog.productPage>;
export const productFind = '/api/app/order/vehicle/product/app/find' as CallRef<typeof catalog.productFind>;
export const productChangeList = '/api/app/order/vehicle/product/change/list' as CallRef<
  typeof catalog.productChangeList
>;
export const carSizes = '/api/app/order/vehicle/car/size/chose' as CallRef<typeof catalog.carSizes>;
export const userClueAdd = '/api/export/user/vehicle/car/info/add' as CallRef<typeof catalog.userClueAdd>;
export const cartAdd = '/api/app/order/vehicle/shopCart/add' as CallRef<typeof cart.cartAdd>;
export const cartUpdate = '/api/app/order/vehicle/shopCart/update' as CallRef<typeof cart.cartUpdate>;
export const cartDelete = '/api/app/order/vehicle/shopCart/del' as CallRef<typeof cart.cartDelete>;
export const cartPage = '/api/app/order/vehicle/shopCart/page' as CallRef<typeof cart.cartPage>;
export const cartCount = '/api/app/order/vehicle/shopCart/count' as CallRef<typeof cart.cartCount>;
export const storeList = '/api/app/order/vehicle/door/store/list' as CallRef<typeof orders.storeList>;
export const storeSlots = '/api/app/order/vehicle/door/store/slots' as CallRef<typeof orders.storeSlots>;
export const couponClientGet = '/api/app/order/vehicle/coupon/client-get' as CallRef<typeof orders.couponClientGet>;
export const orderQuote = '/api/app/order/vehicle/order/app/quote' as CallRef<typeof orders.orderQuote>;
export const orderAdd = '/api/app/order/vehicle/order/app/add' as CallRef<typeof orders.orderAdd>;
export const orderPage = '/api/app/order/vehicle/order/app/page' as CallRef<typeof orders.orderPage>;
export const orderCategoryList = '/api/app/order/vehicle/order/app/category/list' as CallRef<
  typeof orders.orderCategoryList
>;
export const orderFind = '/api/app/order/vehicle/order/app/find' as CallRef<typeof orders.orderFind>;
export const orderClientStore = '/api/app/order/vehicle/order/client-store' as CallRef<typeof orders.orderClientStore>;
export const orderCancel = '/api/app/order/vehicle/order/app/cancel' as CallRef<typeof orders.orderCancel>;
export const orderDelete = '/api/app/order/vehicle/order/app/del' as CallRef<typeof orders.orderDelete>;
export const orderReschedule = '/api/app/order/vehicle/order/app/update/install/time' as CallRef<
  typeof orders.orderReschedule
>;
export const orderConfirmReceipt = '/api/app/order/vehicle/order/app/confirm/receipt' as CallRef<
  typeof orders.orderConfirmReceipt
>;
export const payParam = '/api/app/order/vehicle/order/pay/param' as CallRef<typeof orders.payParam>;
export const payStatusCall = '/api/app/order/vehicle/order/update/pay/status' as CallRef<typeof orders.payStatusCall>;
export const refundRequest = '/api/app/order/vehicle/order/app/refund' as CallRef<typeof orders.refundRequest>;
export const refundCancel = '/api/app/order/vehicle/order/app/refund/cancel' as CallRef<typeof orders.refundCancel>;
export const refundFind = '/api/app/order/vehicle/order/app/refund/find' as CallRef<typeof orders.refundFind>;
export const carList = '/api/app/user/car/list' as CallRef<typeof account.carList>;
export const carAdd = '/api/app/user/car/add' as CallRef<typeof account.carAdd>;
export const carUpdate = '/api/app/user/car/update' as CallRef<typeof account.carUpdate>;
export const carDelete = '/api/app/user/car/del' as CallRef<typeof account.carDelete>;
export const carSetDefault = '/api/app/user/car/default' as CallRef<typeof account.carSetDefault>;
export const carImport = '/api/app/user/car/import' as CallRef<typeof account.carImport>;
export const profileUpdate = '/api/app/user/info/update' as CallRef<typeof account.profileUpdate>;
export const phoneChange = '/api/app/user/phone/change' as CallRef<typeof account.phoneChange>;
export const messagePage = '/api/app/user/poe-message/page' as CallRef<typeof account.messagePage>;
export const messageFind = '/api/app/user/poe-message/find' as CallRef<typeof account.messageFind>;
export const messageRead = '/api/app/user/poe-message/read' as CallRef<typeof account.messageRead>;
export const messageUnreadCount = '/api/app/user/poe-message/unread-count' as CallRef<
  typeof account.messageUnreadCount
>;
export const complaintAdd = '/api/app/order/vehicle/order/complaint' as CallRef<typeof support.complaintAdd>;
export const complaintPage = '/api/app/order/vehicle/order/complaint/page' as CallRef<typeof support.complaintPage>;
export const feedbackAdd = '/api/app/user/feedback/add' as CallRef<typeof support.feedbackAdd>;
export const robotAsk = '/api/app/user/poe-robot/data' as CallRef<typeof support.robotAsk>;
export const health = '/api/health' as CallRef<typeof content.health>;
export const staffRegister = '/api/app/staff/register' as CallRef<typeof staff.staffRegister>;
export const staffLogin = '/api/app/staff/login' as CallRef<typeof staff.staffLogin>;
export const signupPage = '/api/app/staff/signup/page' as CallRef<typeof staff.signupPage>;
export const signupReview = '/api/app/staff/signup/review' as CallRef<typeof staff.signupReview>;
export const staffMemberList = '/api/app/staff/member/list' as CallRef<typeof staff.staffMemberList>;
export const workOrderTabs = '/api/app/staff/workorder/tabs' as CallRef<typeof staff.workOrderTabsCall>;
export const workOrderPage = '/api/app/staff/workorder/page' as CallRef<typeof staff.workOrderPage>;
export const workOrderFind = '/api/app/staff/workorder/find' as CallRef<typeof staff.workOrderFind>;
export const workOrderDispatch = '/api/app/staff/workorder/dispatch' as CallRef<typeof staff.workOrderDispatch>;
export const workOrderAccept = '/api/app/staff/workorder/accept' as CallRef<typeof staff.workOrderAccept>;
export const workOrderReject = '/api/app/staff/workorder/reject' as CallRef<typeof staff.workOrderReject>;
// sent through the outbox (src/features/work-order/api/outbox-step.ts), never by callApi
export const workOrderHandover = '/api/app/staff/workorder/handover' as CallRef<typeof staff.workOrderHandover>;
export const workOrderGroupPhoto = '/api/app/staff/workorder/group-photo' as CallRef<typeof staff.workOrderGroupPhoto>;
export const workOrderProgress = '/api/app/staff/workorder/progress' as CallRef<typeof staff.workOrderProgress>;
export const workOrderSignoff = '/api/app/staff/workorder/signoff' as CallRef<typeof staff.workOrderSignoff>;
export const workOrderReturn = '/api/app/staff/workorder/return' as CallRef<typeof staff.workOrderReturn>;
export const workOrderDeliver = '/api/app/staff/workorder/deliver' as CallRef<typeof staff.workOrderDeliver>;
export const workOrderRework = '/api/app/staff/workorder/rework' as CallRef<typeof staff.workOrderRework>;
export const workOrderNote = '/api/app/staff/workorder/note' as CallRef<typeof staff.workOrderNote>;
export const staffComplaintPage = '/api/app/staff/complaint/page' as CallRef<typeof staff.staffComplaintPage>;
export const staffComplaintUpdate = '/api/app/staff/complaint/update' as CallRef<typeof staff.staffComplaintUpdate>;
export const staffRefundPage = '/api/app/staff/refund/page' as CallRef<typeof staff.staffRefundPage>;
export const staffRefundReview = '/api/app/staff/refund/review' as CallRef<typeof staff.staffRefundReview>;
export const staffOrderPage = '/api/app/staff/order/page' as CallRef<typeof staff.staffOrderPage>;
export const staffOrderFind = '/api/app/staff/order/find' as CallRef<typeof staff.staffOrderFind>;
export const staffOrderPickup = '/api/app/staff/order/pickup' as CallRef<typeof staff.staffOrderPickup>;
export const staffOrderPack = '/api/app/staff/order/pack' as CallRef<typeof staff.staffOrderPack>;
export const staffOrderShip = '/api/app/staff/order/ship' as CallRef<typeof staff.staffOrderShip>;
export const staffOrderNote = '/api/app/staff/order/note' as CallRef<typeof staff.staffOrderNote>;
export const storeOverview = '/api/app/staff/store/overview' as CallRef<typeof staff.storeOverview>;
