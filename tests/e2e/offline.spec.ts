import { expect, test } from '@playwright/test';
import { appUrl, specRoutes, watchConsole } from './support';
import { useStaffSession } from '../support/handover-outbox';
import { enqueueJson, openControlled, outboxEntries, staffLogin } from './offline-support';
import { api } from '../support/api';

test.describe('offline after one visit', () => {
  test('every route of the spec opens offline with its last data and says it is offline', async ({ page, context }) => {
    test.setTimeout(180_000);
    await openControlled(page, '/');
    // one online visit of every screen fills the query cache (persisted) and the worker's caches
    for (const route of specRoutes) {
      await page.goto(appUrl(route.path));
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    await page.goto(appUrl('/pages/home/home'));
    await expect(page.getByRole('heading', { level: 1, name: 'Search parts and services' })).toBeVisible();
    const categoriesOnline = await page.locator('main').innerText();

    await context.setOffline(true);
    const errors = watchConsole(page);
    for (const route of specRoutes) {
      await page.goto(appUrl(route.path));
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    }
    // the last data, not an empty screen: Home shows what it showed online
    await page.goto(appUrl('/pages/home/home'));
    await expect(page.getByRole('heading', { level: 1, name: 'Search parts and services' })).toBeVisible();
    await expect.poll(() => page.locator('main').innerText()).toBe(categoriesOnline);
    await page.goto(appUrl('/pages/faq/faq'));
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await expect(page.getByText('How do I book an installation?')).toBeVisible();
    // failed requests while offline are expected; nothing else may break
    expect(
      errors().filter((e) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e)),
    ).toEqual([]);
    await context.setOffline(false);
  });
});

test.describe('the outbox', () => {
  test('a permanently refused entry lands in "needs attention" and the entries behind it still go', async ({
    page,
    context,
    request,
  }) => {
    const session = await staffLogin(request);
    await openControlled(page, '/');
    await useStaffSession(page, session);
    await context.setOffline(true);
    // queued offline: a call the server refuses for good (no such work order), then two that succeed
    await enqueueJson(page, api.workOrderHandover, { id: 987654, draft: true, remarks: 'x' });
    await enqueueJson(page, api.workOrderTabsCall, {});
    await enqueueJson(page, api.workOrderPage, { pageNo: 1, pageSize: 10 });
    expect((await outboxEntries(page)).map((e) => e.state)).toEqual(['queued', 'queued', 'queued']);
    await page.goto(appUrl('/?tab=me'));
    await expect(page.getByText('You are offline. 3 waiting to be sent.')).toBeVisible();

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(
        async () =>
          (await outboxEntries(page)).map(
            (e) => `${e.path} ${e.state} ${e.lastError?.code ?? ''} ${e.lastError?.msg ?? ''}`,
          ),
        { timeout: 20_000 },
      )
      .toEqual([expect.stringMatching(new RegExp(`^${api.workOrderHandover.path} attention`))]);
    const [left] = await outboxEntries(page);
    expect(left?.path).toBe(api.workOrderHandover.path);
    expect(left?.state).toBe('attention');
    expect(left?.lastError?.code).not.toBe(708);
    // the staff queue on the Me tab shows it with the server's message, retry and discard
    const queue = page.getByTestId('outbox-queue');
    await expect(queue.getByTestId('outbox-attention')).toContainText(left?.lastError?.msg ?? '');
    await expect(queue.getByRole('button', { name: 'Retry' })).toBeVisible();
    await queue.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
    await expect.poll(async () => (await outboxEntries(page)).length).toBe(0);
  });
});
