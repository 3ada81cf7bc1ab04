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
  productIndex: ref<typeof catalog.productIndex>('/api/app/order/vehicle/product/app/index'),
  productPage: ref<typeof catalog.productPage>('/api/app/order/vehicle/product/app/page'),
  productFind: ref<typeof catalog.productFind>('/api/app/order/vehicle/product/app/find'),
  productChangeList: ref<typeof catalog.productChangeList>('/api/app/order/vehicle/product/change/list'),
  carSizes: ref<typeof catalog.carSizes>('/api/app/order/vehicle/car/size/chose'),
  userClueAdd: ref<typeof catalog.userClueAdd>('/api/export/user/vehicle/car/info/add'),
  cartAdd: ref<typeof cart.cartAdd>('/api/app/order/vehicle/shopCart/add'),
  cartUpdate: ref<typeof cart.cartUpdate>('/api/app/order/vehicle/shopCart/update'),
  cartDelete: ref<typeof cart.cartDelete>('/api/app/order/vehicle/shopCart/del'),
  cartPage: ref<typeof cart.cartPage>('/api/app/order/vehicle/shopCart/page'),
  cartCount: ref<typeof cart.cartCount>('/api/app/order/vehicle/shopCart/count'),
  storeList: ref<typeof orders.storeList>('/api/app/order/vehicle/door/store/list'),
  storeSlots: ref<typeof orders.storeSlots>('/api/app/order/vehicle/door/store/slots'),
  couponClientGet: ref<typeof orders.couponClientGet>('/api/app/order/vehicle/coupon/client-get'),
  orderQuote: ref<typeof orders.orderQuote>('/api/app/order/vehicle/order/app/quote'),
  orderAdd: ref<typeof orders.orderAdd>('/api/app/order/vehicle/order/app/add'),
  orderPage: ref<typeof orders.orderPage>('/api/app/order/vehicle/order/app/page'),
  orderCategoryList: ref<typeof orders.orderCategoryList>('/api/app/order/vehicle/order/app/category/list'),
  orderFind: ref<typeof orders.orderFind>('/api/app/order/vehicle/order/app/find'),
  orderClientStore: ref<typeof orders.orderClientStore>('/api/app/order/vehicle/order/client-store'),
  orderCancel: ref<typeof orders.orderCancel>('/api/app/order/vehicle/order/app/cancel'),
  orderDelete: ref<typeof orders.orderDelete>('/api/app/order/vehicle/order/app/del'),
  orderReschedule: ref<typeof orders.orderReschedule>('/api/app/order/vehicle/order/app/update/install/time'),
  orderConfirmReceipt: ref<typeof orders.orderConfirmReceipt>('/api/app/order/vehicle/order/app/confirm/receipt'),
  payParam: ref<typeof orders.payParam>('/api/app/order/vehicle/order/pay/param'),
  payStatusCall: ref<typeof orders.payStatusCall>('/api/app/order/vehicle/order/update/pay/status'),
  refundRequest: ref<typeof orders.refundRequest>('/api/app/order/vehicle/order/app/refund'),
  refundCancel: ref<typeof orders.refundCancel>('/api/app/order/vehicle/order/app/refund/cancel'),
  refundFind: ref<typeof orders.refundFind>('/api/app/order/vehicle/order/app/refund/find'),
  carList: ref<typeof account.carList>('/api/app/user/car/list'),
  carAdd: ref<typeof account.carAdd>('/api/app/user/car/add'),
  carUpdate: ref<typeof account.carUpdate>('/api/app/user/car/update'),
  carDelete: ref<typeof account.carDelete>('/api/app/user/car/del'),
  carSetDefault: ref<typeof account.carSetDefault>('/api/app/user/car/default'),
  carImport: ref<typeof account.carImport>('/api/app/user/car/import'),
  profileUpdate: ref<typeof account.profileUpdate>('/api/app/user/info/update'),
  phoneChange: ref<typeof account.phoneChange>('/api/app/user/phone/change'),
  messagePage: ref<typeof account.messagePage>('/api/app/user/poe-message/page'),
  messageFind: ref<typeof account.messageFind>('/api/app/user/poe-message/find'),
  messageRead: ref<typeof account.messageRead>('/api/app/user/poe-message/read'),
  messageUnreadCount: ref<typeof account.messageUnreadCount>('/api/app/user/poe-message/unread-count'),
  complaintAdd: ref<typeof support.complaintAdd>('/api/app/order/vehicle/order/complaint'),
  complaintPage: ref<typeof support.complaintPage>('/api/app/order/vehicle/order/complaint/page'),
  feedbackAdd: ref<typeof support.feedbackAdd>('/api/app/user/feedback/add'),
  robotAsk: ref<typeof support.robotAsk>('/api/app/user/poe-robot/data'),
  health: ref<typeof content.health>('/api/health'),
  staffRegister: ref<typeof staff.staffRegister>('/api/app/staff/register'),
  staffLogin: ref<typeof staff.staffLogin>('/api/app/staff/login'),
  signupPage: ref<typeof staff.signupPage>('/api/app/staff/signup/page'),
  signupReview: ref<typeof staff.signupReview>('/api/app/staff/signup/review'),
  staffMemberList: ref<typeof staff.staffMemberList>('/api/app/staff/member/list'),
  workOrderTabs: ref<typeof staff.workOrderTabsCall>('/api/app/staff/workorder/tabs'),
  workOrderPage: ref<typeof staff.workOrderPage>('/api/app/staff/workorder/page'),
  workOrderFind: ref<typeof staff.workOrderFind>('/api/app/staff/workorder/find'),
  workOrderDispatch: ref<typeof staff.workOrderDispatch>('/api/app/staff/workorder/dispatch'),
  workOrderAccept: ref<typeof staff.workOrderAccept>('/api/app/staff/workorder/accept'),
  workOrderReject: ref<typeof staff.workOrderReject>('/api/app/staff/workorder/reject'),
  workOrderDeliver: ref<typeof staff.workOrderDeliver>('/api/app/staff/workorder/deliver'),
  workOrderRework: ref<typeof staff.workOrderRework>('/api/app/staff/workorder/rework'),
  staffComplaintPage: ref<typeof staff.staffComplaintPage>('/api/app/staff/complaint/page'),
  staffComplaintUpdate: ref<typeof staff.staffComplaintUpdate>('/api/app/staff/complaint/update'),
  staffRefundPage: ref<typeof staff.staffRefundPage>('/api/app/staff/refund/page'),
  staffRefundReview: ref<typeof staff.staffRefundReview>('/api/app/staff/refund/review'),
  storeOverview: ref<typeof staff.storeOverview>('/api/app/staff/store/overview'),
} as const;
