import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { brokenWords, overflow, rawKeys, variableParts } from './screen-checks';
import { openScreen, screenContext, type Language, type ScreenData } from './screens-support';
import { showOneFixedDate } from './screens-steady';
import { quotePadsAndLabour, uploadPhoto, workOrderInService } from './staff-support';

/*
 * The staff screens of extra work found on the car (screens.spec.ts runs them last, after the
 * baselines of the demo workshop's lists): a work order in service with two findings, one quoted
 * with a line declined by phone and one waiting, and the technician's add-finding form with its
 * errors beside the fields, at 390 and 320 px in every language.
 */

/** A work order in service with findings: an urgent one quoted (pads declined by phone, labour waiting), a good one. */
export async function seedStaffFindings(request: APIRequestContext, d: ScreenData): Promise<number> {
  const { id, tech, pads } = await workOrderInService(request, 'WXS', d.technician);
  const photos = [
    await uploadPhoto(request, tech, 'finding', '#a52'),
    await uploadPhoto(request, tech, 'finding', '#555'),
  ];
  await call(
    request,
    api.workOrderFindingAdd,
    { id, category: 'wipers', item: 'frontBlades', condition: 'good', photos: photos.slice(1), note: '' },
    tech,
  );
  const [padsLine] = await quotePadsAndLabour(request, tech, id, pads.id, undefined, photos);
  await call(
    request,
    api.workOrderPhoneDecision,
    {
      id,
      decisions: [{ lineId: padsLine!.id, decision: 'decline' }],
      personName: 'Aisyah Rahman',
      reason: 'Will change them next month',
    },
    d.manager,
  );
  return id;
}

/** The screen checks of an element shot: no raw key, and at 320 px nothing sticks out or breaks a word. */
export async function checks(page: Page, width: number, name: string) {
  expect.soft(await rawKeys(page), `${name} shows raw keys`).toEqual([]);
  if (width === 320) {
    expect.soft(await overflow(page), `${name} overflows at 320 px`).toEqual([]);
    expect.soft(await brokenWords(page), `${name} breaks words at 320 px`).toEqual([]);
  }
}

/** An element shot's options: the fixed bar hidden, the variable parts masked. */
export const shotOf = (page: Page) => ({
  animations: 'disabled' as const,
  caret: 'hide' as const,
  mask: variableParts(page),
  maxDiffPixelRatio: 0.02,
  stylePath: path.resolve('tests/e2e/extra-work-screens.css'),
});

async function openFindings(
  browser: Browser,
  d: ScreenData,
  who: 'technician' | 'manager',
  workOrderId: number,
  language: Language,
  width: number,
) {
  const { context, page } = await screenContext(browser, d, who, language, width);
  await page.clock.setFixedTime(Date.now());
  await showOneFixedDate(page);
  await openScreen(page, `/pages-staff/workorder/WorkOrderDetail?id=${workOrderId}`);
  return { context, page, section: page.getByTestId('findings'), shot: shotOf(page) };
}

/** Shoots the findings section and the add-finding form (with its errors) for one language and width. */
export async function shootStaffFindings(
  browser: Browser,
  d: ScreenData,
  workOrderId: number,
  language: Language,
  width: number,
) {
  const { context, page, section, shot } = await openFindings(browser, d, 'technician', workOrderId, language, width);
  await section.locator('[data-testid="finding"] img').last().waitFor();
  await section.scrollIntoViewIfNeeded();
  await checks(page, width, 'staff findings');
  await expect
    .soft(section, `findings at ${width} px`)
    .toHaveScreenshot(`staff-findings-${language}-${width}.png`, shot);

  // the form: two lines quoted, then saved empty, so each error stands beside its field
  const add = section.locator('details').first();
  await add.locator('summary').click();
  await add.locator('select').first().selectOption('brakes');
  // the buttons by place, the same in every language: quote a product, then labour
  await add.locator('.wo-buttons button').first().click();
  await add.locator('.wo-buttons button').last().click();
  await add.locator('.fd-picker__option').first().waitFor({ timeout: 10_000 });
  await add.locator('button[type="submit"]').click();
  await add.locator('.fd-error').first().waitFor({ timeout: 10_000 });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await checks(page, width, 'add finding');
  await expect
    .soft(add, `add finding at ${width} px`)
    .toHaveScreenshot(`staff-add-finding-${language}-${width}.png`, shot);
  await context.close();
}

/** Shoots the manager's phone decision form, a line chosen and nobody named, so the errors show. */
export async function shootPhoneDecision(
  browser: Browser,
  d: ScreenData,
  workOrderId: number,
  language: Language,
  width: number,
) {
  const { context, page, section, shot } = await openFindings(browser, d, 'manager', workOrderId, language, width);
  const form = section.locator('details').last();
  await form.locator('summary').click();
  await form.locator('[data-testid="phone-decision-line"] input[type="radio"]').first().check();
  await form.locator('button[type="submit"]').click();
  await form.locator('[aria-invalid="true"]').first().waitFor({ timeout: 10_000 });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await checks(page, width, 'phone decision');
  await expect
    .soft(form, `phone decision at ${width} px`)
    .toHaveScreenshot(`staff-phone-decision-${language}-${width}.png`, shot);
  await context.close();
}
