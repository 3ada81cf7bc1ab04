import { expect, test, type Page } from '@playwright/test';
import { UPLOAD_IMAGE_PATH } from '../../src/shared/contract/uploads';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { openControlled, outboxEntries } from './offline-support';
import { jpeg, STAFF, staffPage, workOrderInService } from './staff-support';
import { appUrl } from './support';

/*
 * Extra work found on the car, the staff side (docs/product.md#extra-work): the technician, with the
 * network off, records a finding with a photo and two quoted lines (a product that fits the car and
 * labour alone); it shows as waiting to send, then as sent once the signal is back. A store manager
 * then records a decision the customer gave by phone for one line.
 */

test.setTimeout(180_000);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function setOffline(page: Page, on: boolean) {
  await page.context().setOffline(on);
  if (!on) await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

test('the technician records a finding offline with a photo and two quoted lines; a manager records a phone decision', async ({
  browser,
  request,
}) => {
  const { id, tech, pads } = await workOrderInService(request, 'WXF');
  const detail = `/pages-staff/workorder/WorkOrderDetail?id=${id}`;

  // the technician opens the work order with a signal: the products that fit the car come with it
  const technician = await staffPage(browser, STAFF.technician);
  const productsLoaded = technician.waitForResponse((r) => r.url().endsWith(api.productPage.path));
  await openControlled(technician, detail);
  await productsLoaded;
  await expect(technician.getByTestId('work-order-status')).toHaveText('In service');
  const findings = technician.getByTestId('findings');
  await expect(findings.getByRole('heading', { name: 'Found on the car' })).toBeVisible();

  // the signal goes; the finding is written anyway
  await setOffline(technician, true);
  await findings.getByText('Add a finding').click();
  await findings.getByRole('button', { name: 'Save the finding' }).click();
  // each error beside its field
  await expect(findings.getByText('Choose what you checked')).toBeVisible();
  await expect(findings.getByText('Choose the condition')).toBeVisible();
  await expect(findings.getByText('A finding needs at least 1 photo')).toBeVisible();

  await findings.getByLabel('What did you check?').selectOption('brakes');
  await findings.getByLabel('Item checked').selectOption('pads');
  await findings.getByRole('radio', { name: 'Urgent' }).check();
  await findings
    .getByLabel('Add photos')
    .setInputFiles({ name: 'pads.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#a52') });
  await findings.getByLabel('Note', { exact: true }).fill('Front pads worn to 2 mm');

  await findings.getByRole('button', { name: 'Quote a product' }).click();
  const productLine = findings.getByTestId('line-editor').nth(0);
  await productLine.getByLabel(/Find a product that fits/).fill(pads.name.split(' ')[0]!);
  await productLine.getByRole('radio', { name: new RegExp(escape(pads.name)) }).check();

  await findings.getByRole('button', { name: 'Quote labour' }).click();
  const labourLine = findings.getByTestId('line-editor').nth(1);
  await labourLine.getByRole('button', { name: 'Remove line 2' }).waitFor();
  await findings.getByRole('button', { name: 'Save the finding' }).click();
  await expect(labourLine.getByText('Describe the labour quoted')).toBeVisible();
  await expect(labourLine.getByText('Enter the labour price in RM, from 0.01 to 10,000')).toBeVisible();
  await labourLine.getByLabel('What the labour is').fill('Bleed the brake fluid');
  await labourLine.getByLabel('Price (RM)').fill('80');
  await findings.getByRole('button', { name: 'Save the finding' }).click();

  // queued: shown at once, waiting to send, with its own Idempotency-Key in the outbox
  const queued = findings.locator('[data-testid="finding"][data-state="queued"]');
  await expect(queued).toBeVisible();
  await expect(queued).toContainText('Brakes · Brake pads');
  await expect(queued).toContainText('Waiting to send');
  await expect(queued).toContainText(pads.name);
  await expect(queued).toContainText('Labour: Bleed the brake fluid');
  const entries = await outboxEntries(technician);
  const finding = entries.filter((e) => e.path === api.workOrderFindingAdd.path);
  expect(finding).toHaveLength(1);
  expect(finding[0]!.idempotencyKey).toMatch(/^ob-/);
  expect(entries.filter((e) => e.path === UPLOAD_IMAGE_PATH)).toHaveLength(1);

  // the signal is back: the photo and the finding go through; the server's copy replaces the queued one
  await setOffline(technician, false);
  await expect.poll(async () => (await outboxEntries(technician)).length, { timeout: 60_000 }).toBe(0);
  const sent = findings.locator('[data-testid="finding"][data-state="sent"]');
  await expect(sent).toBeVisible({ timeout: 30_000 });
  await expect(queued).toHaveCount(0);
  await expect(sent.getByRole('img', { name: 'Brakes · Brake pads, photo 1' })).toBeVisible();
  await expect(sent.locator('[data-testid="quoted-line"][data-status="pending"]')).toHaveCount(2);
  // RM 80 of labour and 8% service tax on it
  await expect(sent.getByTestId('quoted-line').filter({ hasText: 'Bleed the brake fluid' })).toContainText('RM 86.40');
  await expect(sent).toContainText('Waiting for the customer');

  const saved = (await call(request, api.workOrderFind, { id }, tech)).extraWork.findings;
  expect(saved).toHaveLength(1);
  expect(saved[0]!.condition).toBe('urgent');
  expect(saved[0]!.lines.map((l) => l.kind)).toEqual(['product', 'labour']);
  expect(saved[0]!.lines[0]!.productId).toBe(pads.id);

  // the manager records what the customer said on the phone, for the labour line
  const manager = await staffPage(browser, STAFF.manager);
  await manager.goto(appUrl(detail));
  const section = manager.getByTestId('findings');
  await section.getByText('Record phone decision').click();
  await section.getByRole('button', { name: 'Record the decision' }).click();
  await expect(section.getByText('Choose approve or decline for at least one line')).toBeVisible();
  await expect(section.getByText('Enter the name of the person who decided by phone')).toBeVisible();
  const labour = section.getByTestId('phone-decision-line').filter({ hasText: 'Bleed the brake fluid' });
  await labour.getByRole('radio', { name: 'Approve' }).check();
  await section.getByLabel('Who decided on the phone').fill('Aisyah Rahman');
  await section.getByLabel('What was said').fill('Go ahead with the brake fluid');
  await section.getByRole('button', { name: 'Record the decision' }).click();
  const dialog = manager.getByRole('dialog');
  await expect(dialog).toContainText('Record this phone decision?');
  await expect(dialog).toContainText('Approve 1 line (RM 86.40)');
  await dialog.getByRole('button', { name: 'Record' }).click();
  const approved = section.locator('[data-testid="quoted-line"][data-status="approved"]');
  await expect(approved).toContainText('Approved, awaiting payment');
  await expect(approved).toContainText('By phone: Aisyah Rahman — Go ahead with the brake fluid, recorded by');
  await expect(section.locator('[data-testid="quoted-line"][data-status="pending"]')).toHaveCount(1);

  const lines = (await call(request, api.workOrderFind, { id }, tech)).extraWork.findings[0]!.lines;
  expect(lines.map((l) => l.status)).toEqual(['pending', 'approved']);
  expect(lines[1]!.decision).toMatchObject({ by: 'staff', personName: 'Aisyah Rahman' });
});
