import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { customerLogin, customerPage, payInSandbox, STAFF, staffPage, type Session } from './staff-support';
import { appUrl, watchConsole } from './support';

/*
 * Issue 13, the goods desk: the customer buys through the API and the sandbox gateway; the sales
 * consultant does every step in the app (a phone viewport, the production build); the customer
 * watches each stage on Order details and confirms receipt of the parcel there.
 */

/** A paid goods order of one dashcam: self-pickup at the demo workshop, or mailed. */
async function paidGoodsOrder(request: APIRequestContext, customer: Session, orderType: 'pickup' | 'mail') {
  const dashcam = (
    await call(request, api.productPage, {
      category: 'dashcam',
    })
  ).list[0]!;
  const stores = (
    await call(request, api.storeList, {
      pageSize: 100,
    })
  ).list;
  const store = stores.find((s) => s.code === 'WS-KUL-001')!;
  const order = await call(
    request,
    api.orderAdd,
    {
      orderType,
      lines: [{ productId: dashcam.id, quantity: 1 }],
      plate: 'WGD 1313',
      customerName: 'Nurul Huda',
      ...(orderType === 'pickup'
        ? { storeId: store.id }
        : {
            mailingAddress: {
              name: 'Nurul Huda',
              phone: '0123456789',
              line1: '12 Jalan Telawi 3',
              postcode: '59100',
              city: 'Kuala Lumpur',
              state: 'Kuala Lumpur',
            },
          }),
    },
    customer,
  );
  await payInSandbox(request, customer, order.id);
  return order;
}

const salesPage = (browser: Browser) => staffPage(browser, STAFF.sales);

/** The Workdesk's link to the goods desk. */
async function openGoodsDesk(page: Page) {
  await page.goto(appUrl('/?tab=workdesk'));
  await page.getByRole('link', { name: 'Goods desk: self-pickup and mail orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Goods desk' })).toBeVisible();
}

test('self-pickup: the customer shows the code, sales hand the goods to a named collector, the customer sees it collected', async ({
  browser,
  request,
}) => {
  const session = await customerLogin(request);
  const order = await paidGoodsOrder(request, session, 'pickup');

  const customer = await customerPage(browser, session);
  await customer.goto(appUrl(`/pages-order/list/OrderDetails?id=${order.id}`));
  const code = (await customer.getByTestId('pickup-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await expect(customer.getByRole('img', { name: 'QR code of the pickup code' })).toBeVisible();

  const sales = await salesPage(browser);
  const errors = watchConsole(sales);
  await openGoodsDesk(sales);
  await expect(sales.locator(`[data-testid="goods-order-card"][data-order-no="${order.orderNo}"]`)).toBeVisible();
  // the code the customer shows finds the order and is filled in on it
  await sales.getByLabel('Pickup code', { exact: true }).fill(code);
  await sales.getByRole('button', { name: 'Find' }).click();
  await expect(sales.getByRole('heading', { level: 1, name: 'Goods order' })).toBeVisible();
  await expect(sales.getByTestId('goods-stage')).toHaveText('Waiting for pickup');
  await expect(sales.getByLabel('Pickup code the customer shows')).toHaveValue(code);

  // a wrong code is refused and nothing changes
  const wrong = code === '000000' ? '111111' : '000000';
  await sales.getByLabel('Pickup code the customer shows').fill(wrong);
  await sales.getByRole('button', { name: 'Hand over' }).click();
  await sales.getByRole('dialog').getByRole('button', { name: 'Hand over' }).click();
  await expect(sales.getByRole('alert').filter({ hasText: 'The pickup code is not correct' })).toBeVisible();
  await expect(sales.getByTestId('goods-stage')).toHaveText('Waiting for pickup');

  // someone else collects: their name is required
  await sales.getByLabel('Pickup code the customer shows').fill(code);
  await sales.getByRole('radio', { name: 'Someone else, for the customer' }).check();
  await sales.getByRole('button', { name: 'Hand over' }).click();
  await expect(sales.getByRole('alert')).toHaveText('Please enter the name of the person collecting');
  await sales.getByLabel('Name of the person collecting').fill('Farid Hakim');
  await sales.getByRole('button', { name: 'Hand over' }).click();
  const dialog = sales.getByRole('dialog');
  await expect(dialog).toContainText(`Farid Hakim receives the goods of order ${order.orderNo}`);
  await dialog.getByRole('button', { name: 'Hand over' }).click();
  await expect(sales.getByTestId('goods-stage')).toHaveText('Collected');
  await expect(sales.getByText('by Farid Hakim for the customer')).toBeVisible();

  // the CMS order number, which no screen could fill before
  await sales.getByLabel('CMS order number').fill('CMS-88001');
  await sales.getByRole('button', { name: 'Save records' }).click();
  await expect(sales.getByRole('button', { name: 'Save records' })).toBeDisabled();

  await customer.reload();
  await expect(customer.getByRole('heading', { name: 'Collected' })).toBeVisible();
  await expect(customer.getByTestId('pickup-collected')).toContainText('Collected by Farid Hakim for you.');
  await expect(customer.getByTestId('pickup-code')).toHaveCount(0);
  await expect(customer.getByText('CMS-88001')).toBeVisible();
  expect(errors().filter((e) => !e.includes('status of 4'))).toEqual([]);
});

test('mail order: sales pack it, then ship it with a tracking number; the customer follows the parcel and confirms receipt', async ({
  browser,
  request,
}) => {
  const session = await customerLogin(request);
  const order = await paidGoodsOrder(request, session, 'mail');

  const customer = await customerPage(browser, session);
  await customer.goto(appUrl(`/pages-order/list/OrderDetails?id=${order.id}`));
  const parcel = customer.getByTestId('parcel-stage');
  await expect(parcel.locator('li.orders-parcel__done')).toHaveText([/Paid/]);
  await expect(customer.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);

  const sales = await salesPage(browser);
  await openGoodsDesk(sales);
  await sales.getByRole('tab', { name: 'To ship' }).click();
  await sales.getByRole('searchbox').fill(order.orderNo);
  await sales.getByRole('button', { name: 'Search' }).click();
  const card = sales.locator(`[data-testid="goods-order-card"][data-order-no="${order.orderNo}"]`);
  await expect(card).toContainText('To pack');
  await card.click();
  await expect(sales.getByTestId('goods-stage')).toHaveText('To pack');
  await sales.getByRole('button', { name: 'Mark as packed' }).click();
  await expect(sales.getByTestId('goods-stage')).toHaveText('Packed, to ship');

  await customer.reload();
  await expect(parcel.locator('li.orders-parcel__done')).toHaveText([/Paid/, /Packed/]);

  await sales.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(sales.getByRole('alert')).toHaveText('Please enter the courier company');
  await sales.getByLabel('Courier company').fill('Pos Laju');
  await sales.getByLabel('Tracking number').fill('EP556677889MY');
  await sales.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(sales.getByTestId('goods-stage')).toHaveText('Shipped');
  await expect(sales.getByTestId('goods-tracking')).toHaveText('EP556677889MY');

  await customer.reload();
  await expect(customer.getByTestId('parcel-tracking')).toContainText('Pos Laju, tracking number EP556677889MY');
  await customer.getByRole('button', { name: 'Confirm receipt' }).click();
  await customer.getByRole('dialog').getByRole('button', { name: 'Yes, received' }).click();
  await expect(parcel.locator('li.orders-parcel__done')).toHaveText([/Paid/, /Packed/, /Shipped/, /Received/]);
  await expect(customer.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);

  await sales.goto(appUrl(`/pages-staff/orders/GoodsOrder?id=${order.id}`));
  await expect(sales.getByTestId('goods-stage')).toHaveText('Received by the customer');
});
