import { carList, messagePage, messageUnreadCount } from '../../src/shared/contract/account';
import { cartCount } from '../../src/shared/contract/cart';
import { productFind, productIndex, productPage } from '../../src/shared/contract/catalog';
import { officeProductPage } from '../../src/shared/contract/office';
import { officeDashboardSummary } from '../../src/shared/contract/office-dashboard';
import { officeOrderFind, officeOrderPage } from '../../src/shared/contract/office-orders';
import { officePaymentPage } from '../../src/shared/contract/office-payments';
import { orderAdd, orderFind, orderPage } from '../../src/shared/contract/orders/orders';
import { storeList } from '../../src/shared/contract/orders/stores';
import { staffComplaintPage } from '../../src/shared/contract/staff/complaints';
import { staffOrderPage } from '../../src/shared/contract/staff/goods-orders';
import { storeOverview } from '../../src/shared/contract/staff/overview';
import { staffRefundPage } from '../../src/shared/contract/staff/refunds';
import { workOrderPage, workOrderTabsCall } from '../../src/shared/contract/staff/work-orders';
import { complaintPage } from '../../src/shared/contract/support';
import type { Call } from './load';
import type { Dataset } from './setup';

/** Whose goal a call has (the issue's absolute targets): the customer's screens, or staff and office lists. */
export type Audience = 'customer' | 'staff';

export interface MeasuredCall {
  name: string;
  audience: Audience;
  /** The call on a dataset: the same question asked of each. */
  on(d: Dataset): Call;
}

const body = (payload: unknown) => JSON.stringify(payload);

/**
 * The calls a screen makes when it opens, by the paths and payloads the app sends
 * (src/shared/contract; src/features/* api files), each signed as its caller where it needs one.
 */
export const measuredCalls: MeasuredCall[] = [
  { name: 'Home index, no car', audience: 'customer', on: () => ({ path: productIndex.path, body: body({}) }) },
  {
    name: 'Home index, a car',
    audience: 'customer',
    on: (d) => ({ path: productIndex.path, body: body({ car: d.car }) }),
  },
  {
    name: 'search, Home filters',
    audience: 'customer',
    on: () => ({
      path: productPage.path,
      body: body({
        category: 'wipers',
        partBrands: ['Bosch', 'Valeo', 'Denso'],
        minPriceSen: 1000,
        maxPriceSen: 50000,
        pageNo: 1,
        pageSize: 20,
      }),
    }),
  },
  {
    name: 'search, a car',
    audience: 'customer',
    on: (d) => ({ path: productPage.path, body: body({ car: d.car, pageNo: 1, pageSize: 20 }) }),
  },
  {
    name: 'search, keyword "bosch"',
    audience: 'customer',
    on: () => ({ path: productPage.path, body: body({ keyword: 'bosch', pageNo: 1, pageSize: 20 }) }),
  },
  {
    name: 'search, Malay "tayar"',
    audience: 'customer',
    on: () => ({ path: productPage.path, body: body({ keyword: 'tayar', pageNo: 1, pageSize: 20 }) }),
  },
  {
    name: 'search, Chinese "雨刮"',
    audience: 'customer',
    on: () => ({ path: productPage.path, body: body({ keyword: '雨刮', pageNo: 1, pageSize: 20 }) }),
  },
  {
    name: 'product detail',
    audience: 'customer',
    on: (d) => ({ path: productFind.path, body: body({ id: d.productId, car: d.car }) }),
  },
  {
    name: 'store list (pickup)',
    audience: 'customer',
    on: () => ({ path: storeList.path, body: body({ purpose: 'pickup', pageNo: 1, pageSize: 20 }) }),
  },
  {
    name: 'own orders (12)',
    audience: 'customer',
    on: (d) => ({
      path: orderPage.path,
      body: body({ group: 'all', pageNo: 1, pageSize: 10 }),
      sessions: [d.customer],
    }),
  },
  {
    name: 'own order detail',
    audience: 'customer',
    on: (d) => ({ path: orderFind.path, body: body({ id: d.order.id }), sessions: [d.customer] }),
  },
  {
    name: 'messages list',
    audience: 'customer',
    on: (d) => ({ path: messagePage.path, body: body({ pageNo: 1, pageSize: 20 }), sessions: [d.customer] }),
  },
  {
    name: 'messages unread count',
    audience: 'customer',
    on: (d) => ({ path: messageUnreadCount.path, body: body({}), sessions: [d.customer] }),
  },
  {
    name: 'own complaints',
    audience: 'customer',
    on: (d) => ({ path: complaintPage.path, body: body({ pageNo: 1, pageSize: 20 }), sessions: [d.customer] }),
  },
  {
    name: 'garage cars',
    audience: 'customer',
    on: (d) => ({ path: carList.path, body: body({}), sessions: [d.customer] }),
  },
  {
    name: 'cart count',
    audience: 'customer',
    on: (d) => ({ path: cartCount.path, body: body({}), sessions: [d.customer] }),
  },
  {
    name: 'place order (pickup, 1 line)',
    audience: 'customer',
    on: (d) => ({
      path: orderAdd.path,
      // one buyer per connection turn, each at its own store (a checkout locks its store's row)
      body: '',
      bodies: d.buyers.map((_, i) =>
        body({
          orderType: 'pickup',
          lines: [{ productId: d.checkoutProductId, quantity: 1 }],
          storeId: d.buyerStores[i],
        }),
      ),
      sessions: d.buyers,
      mutating: true,
    }),
  },
  {
    name: 'office orders, default',
    audience: 'staff',
    on: (d) => ({
      path: officeOrderPage.path,
      body: body({ pageNo: 1, pageSize: 20, filter: {} }),
      sessions: [d.company],
    }),
  },
  {
    name: 'office orders, by phone',
    audience: 'staff',
    on: (d) => ({
      path: officeOrderPage.path,
      body: body({ pageNo: 1, pageSize: 20, filter: { phone: d.order.phone } }),
      sessions: [d.company],
    }),
  },
  {
    name: 'office orders, by plate',
    audience: 'staff',
    on: (d) => ({
      path: officeOrderPage.path,
      body: body({ pageNo: 1, pageSize: 20, filter: { plate: d.order.plate } }),
      sessions: [d.company],
    }),
  },
  {
    name: 'office orders, by number',
    audience: 'staff',
    on: (d) => ({
      path: officeOrderPage.path,
      body: body({ pageNo: 1, pageSize: 20, filter: { orderNo: d.order.orderNo } }),
      sessions: [d.company],
    }),
  },
  {
    name: 'office order detail',
    audience: 'staff',
    on: (d) => ({ path: officeOrderFind.path, body: body({ id: d.order.id }), sessions: [d.company] }),
  },
  {
    name: 'office dashboard, company',
    audience: 'staff',
    on: (d) => ({ path: officeDashboardSummary.path, body: body({}), sessions: [d.company] }),
  },
  {
    name: 'office dashboard, manager',
    audience: 'staff',
    on: (d) => ({ path: officeDashboardSummary.path, body: body({}), sessions: [d.manager] }),
  },
  {
    name: 'office payments',
    audience: 'staff',
    on: (d) => ({
      path: officePaymentPage.path,
      body: body({ pageNo: 1, pageSize: 20, filter: {} }),
      sessions: [d.company],
    }),
  },
  {
    name: 'office products',
    audience: 'staff',
    on: (d) => ({ path: officeProductPage.path, body: body({ pageNo: 1, pageSize: 20 }), sessions: [d.company] }),
  },
  {
    name: 'work-order tabs, company',
    audience: 'staff',
    on: (d) => ({ path: workOrderTabsCall.path, body: body({}), sessions: [d.company] }),
  },
  {
    name: 'work orders, manager',
    audience: 'staff',
    on: (d) => ({
      path: workOrderPage.path,
      body: body({ pageNo: 1, pageSize: 20, tab: 'all' }),
      sessions: [d.manager],
    }),
  },
  {
    name: 'work orders, technician mine',
    audience: 'staff',
    on: (d) => ({
      path: workOrderPage.path,
      body: body({ pageNo: 1, pageSize: 20, tab: 'all', mine: true }),
      sessions: [d.technician],
    }),
  },
  {
    name: 'store overview, company',
    audience: 'staff',
    on: (d) => ({ path: storeOverview.path, body: body({}), sessions: [d.company] }),
  },
  {
    name: 'goods desk, manager',
    audience: 'staff',
    on: (d) => ({ path: staffOrderPage.path, body: body({ pageNo: 1, pageSize: 20 }), sessions: [d.manager] }),
  },
  {
    name: 'complaints, manager',
    audience: 'staff',
    on: (d) => ({ path: staffComplaintPage.path, body: body({ pageNo: 1, pageSize: 20 }), sessions: [d.manager] }),
  },
  {
    name: 'refunds, manager',
    audience: 'staff',
    on: (d) => ({ path: staffRefundPage.path, body: body({ pageNo: 1, pageSize: 20 }), sessions: [d.manager] }),
  },
];
