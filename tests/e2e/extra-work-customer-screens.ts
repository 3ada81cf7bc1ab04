import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { openScreen, screenContext, type Language, type ScreenData } from './screens-support';
import { showOneFixedDate } from './screens-steady';
import { checks, shotOf } from './extra-work-screens';
import { approvePadsDeclineLabour, quotePadsAndLabour, workOrderInService, type Session } from './staff-support';

/*
 * The customer's screens of extra work found on the car (screens.spec.ts runs them last): an order
 * whose quote waits for the customer, with one line chosen to approve and one to decline; an order
 * decided (the pads approved and waiting for payment, the labour declined); and the payment page of
 * that charge, at 390 and 320 px in every language.
 */

/** Two orders of extra work, each opened as its own customer. */
export interface CustomerExtraWork {
  waiting: { customer: Session; orderId: number };
  decided: { customer: Session; orderId: number; chargeId: number };
}

/** A work order in service with a quoted urgent finding: brake pads that fit, and labour alone. */
async function quoted(request: APIRequestContext, d: ScreenData, platePrefix: string) {
  const { customer, order, id, tech, pads } = await workOrderInService(request, platePrefix, d.technician);
  const lines = await quotePadsAndLabour(request, tech, id, pads.id);
  return { customer, orderId: order.id, lines };
}

/** One customer with two orders of extra work: one waiting for them, one decided and unpaid. */
export async function seedCustomerExtraWork(request: APIRequestContext, d: ScreenData): Promise<CustomerExtraWork> {
  const waiting = await quoted(request, d, 'WXW');
  const decided = await quoted(request, d, 'WXD');
  const extraWork = await approvePadsDeclineLabour(request, decided.customer, decided.orderId, decided.lines);
  return {
    waiting: { customer: waiting.customer, orderId: waiting.orderId },
    decided: { customer: decided.customer, orderId: decided.orderId, chargeId: extraWork.charges[0]!.id },
  };
}

async function open(browser: Browser, d: ScreenData, customer: Session, language: Language, width: number, to: string) {
  const { context, page } = await screenContext(browser, { ...d, customer }, 'customer', language, width);
  await page.clock.setFixedTime(Date.now());
  await showOneFixedDate(page);
  await openScreen(page, to);
  return { context, page };
}

/** Shoots the quote waiting for a decision, the decided quote with its charge, and the charge's payment page. */
export async function shootCustomerExtraWork(
  browser: Browser,
  d: ScreenData,
  { waiting: w, decided: dd }: CustomerExtraWork,
  language: Language,
  width: number,
) {
  const waiting = await open(browser, d, w.customer, language, width, `/pages-order/list/OrderDetails?id=${w.orderId}`);
  const section = waiting.page.getByTestId('extra-work');
  await section.locator('img').first().waitFor();
  // the choices by place, the same in every language: approve the pads, decline the labour
  await section.locator('[data-testid="extra-line"]').nth(0).locator('input[value="approve"]').check();
  await section.locator('[data-testid="extra-line"]').nth(1).locator('input[value="decline"]').check();
  await waiting.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await checks(waiting.page, width, 'extra work to decide');
  await expect
    .soft(section, `extra work to decide at ${width} px`)
    .toHaveScreenshot(`customer-extra-work-${language}-${width}.png`, shotOf(waiting.page));
  await waiting.context.close();

  const decided = await open(
    browser,
    d,
    dd.customer,
    language,
    width,
    `/pages-order/list/OrderDetails?id=${dd.orderId}`,
  );
  const record = decided.page.getByTestId('extra-work');
  await record.locator('img').first().waitFor();
  await checks(decided.page, width, 'extra work decided');
  await expect
    .soft(record, `extra work decided at ${width} px`)
    .toHaveScreenshot(`customer-extra-charge-${language}-${width}.png`, shotOf(decided.page));

  await openScreen(decided.page, `/pages-order/pay/OrderPay?orderId=${dd.orderId}&chargeId=${dd.chargeId}`);
  await decided.page.locator('input[type="radio"]').first().waitFor();
  await checks(decided.page, width, 'extra work payment');
  await expect
    .soft(decided.page.locator('main'), `extra work payment at ${width} px`)
    .toHaveScreenshot(`customer-extra-pay-${language}-${width}.png`, shotOf(decided.page));
  await decided.context.close();
}
