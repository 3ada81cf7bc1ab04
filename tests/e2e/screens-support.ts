import { type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { api } from '../support/api';
import { approveInSandbox, call } from '../support/api-call';
import { appUrl, bookableDate, freshPhone, latestOtp } from './support';
import { stockedTyre, type Session } from './staff-support';

/**
 * Shared by the screen checks (visual, overflow, raw keys): one customer with data in every list
 * (garage, cart, orders unpaid / paid / refunding, messages, complaints) and one technician, set up
 * over the API, and every route of the app with the search parameters that show that data.
 */

export interface ScreenData {
  customer: Session;
  technician: Session;
  manager: Session;
  sales: Session;
  /** The company account (the back office's every section). */
  company: Session;
  /** The demo workshop WS-KUL-001. */
  storeId: number;
  /** The customer's chosen car (local storage carInfoApp), as the Home search panel stores it. */
  chosenCar: Record<string, string | number>;
  productId: number;
  carId: number;
  unpaidOrderId: number;
  paidOrderId: number;
  refundOrderId: number;
  messageId: number;
  workOrderId: number;
}

/** Sets up a customer with something in every list, and a technician of the demo workshop. */
export async function seedScreenData(request: APIRequestContext): Promise<ScreenData> {
  const phone = freshPhone();
  await call(request, api.sendSms, { phone, scene: 'login' });
  const code = await latestOtp(request, phone);
  const customer: Session = await call(request, api.clientLogin, { phone, code });
  const info = await call(request, api.profileUpdate, { name: 'Aisyah Rahman' }, customer);
  customer.userInfo = info;

  const specs = await call(request, api.vehicleSpecList, {});
  const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi' && s.variant === '1.5AV')!;
  const car = { specId: myvi.id, year: myvi.yearTo };
  const garageCar = await call(request, api.carAdd, { ...car, plate: 'WXY 1234' }, customer);
  const tyre = await stockedTyre(request, car, 4);
  const dashcam = (await call(request, api.productPage, { category: 'dashcam' })).list[0]!;
  await call(request, api.cartAdd, { productId: tyre.id, quantity: 4, car }, customer);
  await call(request, api.cartAdd, { productId: dashcam.id, quantity: 1 }, customer);

  const stores = (
    await call(request, api.storeList, {
      pageSize: 100,
    })
  ).list;
  const store = stores.find((s) => s.code === 'WS-KUL-001')!;
  const install = async (days: number, slot: string) =>
    call(
      request,
      api.orderAdd,
      {
        orderType: 'install',
        lines: [{ productId: tyre.id, quantity: 4 }],
        car,
        plate: 'WXY 1234',
        storeId: store.id,
        appointmentDate: await bookableDate(request, store.id, days, slot),
        appointmentSlot: slot,
        customerName: 'Aisyah Rahman',
      },
      customer,
    );
  const pay = async (orderId: number) =>
    approveInSandbox(request, (await call(request, api.payParam, { orderId }, customer)).reference);
  const paid = await install(3, '10:00');
  await pay(paid.id);
  const refunding = await install(4, '11:00');
  await pay(refunding.id);
  await call(
    request,
    api.refundRequest,
    { orderId: refunding.id, reason: 'Changed my mind', contact: phone },
    customer,
  );
  await call(request, api.complaintAdd, { orderId: paid.id, content: 'The workshop called me three times.' }, customer);
  const unpaid = await install(5, '14:00');
  const messages = await call(request, api.messagePage, { pageSize: 10 }, customer);

  const technician = await call(request, api.staffLogin, {
    phone: '+60122000002',
    password: 'Roda2026!',
  });
  const manager = await call(request, api.staffLogin, {
    phone: '+60122000003',
    password: 'Roda2026!',
  });
  const sales = await call(request, api.staffLogin, {
    phone: '+60122000001',
    password: 'Roda2026!',
  });
  const company = await call(request, api.staffLogin, {
    phone: '+60122000004',
    password: 'Roda2026!',
  });
  const workOrders = await call(request, api.workOrderPage, { pageSize: 50 }, technician);
  const workOrder = workOrders.list.find((w) => w.orderNo === paid.orderNo) ?? workOrders.list[0];

  const { make, model, variant, engine, transmission } = myvi;
  return {
    customer,
    technician,
    manager,
    sales,
    company,
    storeId: store.id,
    chosenCar: { specId: myvi.id, year: myvi.yearTo, make, model, variant, engine, transmission },
    productId: tyre.id,
    carId: garageCar.id,
    unpaidOrderId: unpaid.id,
    paidOrderId: paid.id,
    refundOrderId: refunding.id,
    messageId: messages.list[0]?.id ?? 0,
    workOrderId: workOrder?.id ?? 0,
  };
}

export type Language = 'en' | 'ms' | 'zh-Hans';
const countryOf: Record<Language, string> = { en: 'en_us', ms: 'ms_my', 'zh-Hans': 'zh_cn' };

export interface Screen {
  name: string;
  path: string;
  who: 'customer' | 'technician' | 'manager' | 'sales' | 'company' | 'guest';
  /**
   * What the screen shows once it is all there, where part of it comes later with no loading sign
   * (the search results' code loads on demand and renders nothing until it is here)
   */
  ready?: string;
}

/** Every route of the app, with the search parameters that fill it with the seeded data. */
export function screens(d: ScreenData): Screen[] {
  const c = (name: string, path: string, ready?: string): Screen => ({ name, path, who: 'customer', ready });
  return [
    c('store', '/'),
    c('index', '/pages/index/index?tab=mall'),
    c('me', '/?tab=me'),
    c('home', '/pages/home/home'),
    c('search-results', '/pages/home/home?category=tyres&priceMin=10&priceMax=2000', '.home-results .product-list'),
    { name: 'login', path: '/pages/login/PhoneLogin', who: 'guest' },
    { name: 'staff-register', path: '/pages/login/StaffRegister', who: 'guest' },
    c('pay-result', `/pages/pay/pay?orderId=${d.paidOrderId}&result=paid`),
    c('faq', '/pages/faq/faq'),
    c('good-details', `/pages-shop/good/GoodDetails?id=${d.productId}`),
    c('place-an-order', `/pages-shop/good/PlaceAnOrder?productId=${d.productId}&quantity=4`),
    c('change-good', `/pages-shop/good/ChangeGood?productId=${d.productId}`),
    c('goods-empty', '/pages-shop/good/GoodsEmpty?category=tyres'),
    c('cart', '/pages-shop/cart/ShopCart'),
    c('store-list', '/pages-store/list/StoreList?state=Kuala%20Lumpur'),
    c('store-list-type', '/pages-store/list/StoreListType?purpose=install'),
    c('order-list', '/pages-order/list/OrderList'),
    c('order-details', `/pages-order/list/OrderDetails?id=${d.paidOrderId}`),
    c('order-details-unpaid', `/pages-order/list/OrderDetails?id=${d.unpaidOrderId}`),
    c('refund-order', `/pages-order/refund/RefundOrder?orderId=${d.refundOrderId}`),
    c('request-refund', `/pages-order/refund/RequestRefund?orderId=${d.paidOrderId}`),
    c('order-pay', `/pages-order/pay/OrderPay?orderId=${d.unpaidOrderId}`),
    c('mine-info', '/pages-common/person/MineInfo'),
    c('my-data', '/pages-common/privacy/MyData'),
    c('delete-account', '/pages-common/privacy/DeleteAccount'),
    c('feedback', '/pages-common/feedback/FeedBack'),
    c('about-us', '/pages-common/useragree/AboutUs'),
    c('policy', '/pages-common/useragree/Policy'),
    c('user-agree', '/pages-common/useragree/UserAgree'),
    c('message-list', '/pages-common/message/MessageList'),
    c('message-detail', `/pages-common/message/MessageDetail?id=${d.messageId}`),
    c('car-list', '/pages-common/car/CarList'),
    c('add-car', '/pages-common/car/AddCar'),
    c('complaint-list', '/pages-common/complaint/ComplaintList'),
    c('add-complaint', `/pages-common/complaint/AddComplaint?orderId=${d.paidOrderId}`),
    { name: 'staff-accept', path: '/?tab=accept', who: 'technician' },
    { name: 'staff-workdesk', path: '/?tab=workdesk', who: 'technician' },
    { name: 'work-order', path: `/pages-staff/workorder/WorkOrderDetail?id=${d.workOrderId}`, who: 'technician' },
    { name: 'handover', path: `/pages-staff/workorder/Handover?id=${d.workOrderId}`, who: 'technician' },
    { name: 'manager-desk', path: '/pages-staff/manager/ManagerDesk?section=stores', who: 'manager' },
    { name: 'manager-refunds', path: '/pages-staff/manager/ManagerDesk?section=refunds', who: 'manager' },
    { name: 'goods-desk', path: '/pages-staff/orders/GoodsDesk', who: 'sales' },
  ];
}

/** A page in a context logged in as `who` (or logged out), in one language. */
export async function screenContext(
  browser: Browser,
  d: ScreenData,
  who: Screen['who'],
  language: Language,
  width = 390,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    // the back office is also used on a laptop: a desktop browser there, a phone otherwise
    isMobile: width < 1024,
    hasTouch: width < 1024,
    deviceScaleFactor: 1,
    locale: 'en-MY',
    timezoneId: 'Asia/Kuala_Lumpur',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const session = who === 'guest' ? null : d[who];
  await context.addInitScript(
    ([s, lang, country, car]) => {
      if (sessionStorage.getItem('screens.init')) return;
      sessionStorage.setItem('screens.init', '1');
      localStorage.setItem('language', lang);
      localStorage.setItem('country', country);
      if (s) {
        localStorage.setItem('key', s.userKey);
        localStorage.setItem('key.secret', s.secret);
        localStorage.setItem('info', JSON.stringify(s.userInfo));
        localStorage.setItem('carInfoApp', JSON.stringify(car));
      }
    },
    [session, language, countryOf[language], d.chosenCar] as const,
  );
  const page = await context.newPage();
  return { context, page };
}

/**
 * Opens a screen and waits until it settled: its heading shown, nothing loading, images loaded.
 * Each screen is loaded as a new document, as when it is the first a customer opens: it gets only
 * the stylesheets its own chunks bring (decision 016, part 10), so a class borrowed from a screen
 * seen before would show here. Loading the app each time costs about 10% over moving inside it.
 */
export async function openScreen(page: Page, path: string, ready?: string): Promise<void> {
  await page.goto(appUrl(path));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (ready) await page.locator(ready).first().waitFor();
  // data loaded: no loading indicator left (lists, details, prices)
  await page
    .locator('.roda-page-loading, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page
    .getByText(/^(Loading…|Memuatkan…|加载中…)$/)
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(async () => {
    // a screen may still be scrolling itself (search results glide into view): let it settle first
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let still = 0;
    for (let i = 0; i < 90 && still < 5; i++) {
      const before = window.scrollY;
      await frame();
      still = window.scrollY === before ? still + 1 : 0;
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
    const images = Array.from(document.images).filter((img) => !img.complete);
    for (const img of images) img.loading = 'eager';
    const loaded = Promise.all(
      images.map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}
