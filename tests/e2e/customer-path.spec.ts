import { expect, test } from '@playwright/test';
import { appUrl, freshPhone, logIn, watchConsole } from './support';
import { COMPANY, staffPage } from './staff-support';

/**
 * A first-time customer's first minute: a search shows its results where the eye is, a category
 * tap starts a new search, and a search that finds nothing becomes a request to sales.
 */

test('a category tap is a new search: the keyword goes, the results come into view with focus, each filter a chip that removes itself', async ({
  page,
}) => {
  const errors = watchConsole(page);
  // at 320 px the paste button leaves the keyword box room to type in
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(appUrl('/pages/home/home'));
  const keywordBox = await page.getByLabel('Keyword').boundingBox();
  expect(keywordBox?.width).toBeGreaterThanOrEqual(170);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto(appUrl('/pages/home/home?q=brake&brand=Bendix'));
  const results = page.getByRole('heading', { name: 'Search results' });
  await expect(results).toBeFocused();
  await expect(results).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Remove filter Keyword: brake' })).toBeVisible();

  // the keyword chip removes the keyword only
  await page.getByRole('button', { name: 'Remove filter Keyword: brake' }).click();
  await expect(page).not.toHaveURL(/q=brake/);
  await expect(page).toHaveURL(/brand=Bendix/);
  await expect(page.getByRole('button', { name: /^Remove filter Keyword/ })).toHaveCount(0);

  // from the top of the page, a category: the old keyword and brand do not follow it
  await page.goto(appUrl('/pages/home/home?q=brake'));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Dashcam', exact: true }).click();
  await expect(page).toHaveURL(/category=dashcam/);
  await expect(page).not.toHaveURL(/q=brake/);
  await expect(results).toBeFocused();
  await expect(results).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Remove filter Category: Dashcam' })).toBeVisible();
  await expect(page.getByText('No products match your search')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('link').first()).toBeVisible();
  expect(errors()).toEqual([]);
});

test('a search that finds nothing becomes a part request: prefilled, errors beside their field, a confirmation, and a call to make in the office', async ({
  page,
  request,
  browser,
}) => {
  const phone = freshPhone();
  await logIn(page, request, phone);
  await page.goto(appUrl('/pages/home/home?q=flux%20capacitor'));
  await expect(page.getByText('No products match your search')).toBeVisible();
  await page.getByRole('link', { name: 'Did not find your part?' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Find a part' })).toBeVisible();
  await expect(page.getByLabel('Part you need')).toHaveValue('flux capacitor');
  const mobile = `0${phone.slice(3, 5)}-${phone.slice(5, 8)} ${phone.slice(8)}`;
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);

  // a missing field is marked, its message beside it, and it takes the focus
  await page.getByLabel('Part you need').fill('');
  await page.getByLabel('Mobile number').fill('12');
  await page.getByRole('button', { name: 'Send request' }).click();
  const part = page.getByLabel('Part you need');
  await expect(part).toBeFocused();
  await expect(part).toHaveAttribute('aria-invalid', 'true');
  await expect(part).toHaveAccessibleDescription('Please tell us which part you need');
  await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription('Please check the phone number format');

  await part.fill('Flux capacitor, 1.21 GW');
  await expect(part).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Your name').fill('Aisyah Rahman');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeFocused();
  await expect(
    page.getByText(`Our sales team will look for Flux capacitor, 1.21 GW and call you at ${mobile}.`),
  ).toBeVisible();

  // the company's sales see it among the requests to call, and mark it called
  const office = await staffPage(browser, COMPANY);
  await office.goto(appUrl('/office/part-requests'));
  await expect(office.getByRole('heading', { level: 1, name: 'Part requests' })).toBeVisible();
  const card = office.getByRole('listitem').filter({ hasText: 'Flux capacitor, 1.21 GW' });
  await expect(card).toContainText('Aisyah Rahman');
  await expect(card.getByRole('link', { name: mobile })).toHaveAttribute('href', `tel:${phone}`);
  await card.getByRole('button', { name: 'Mark called: Aisyah Rahman' }).click();
  await expect(card).toHaveCount(0);
  await office.getByRole('button', { name: 'Called', exact: true }).click();
  await expect(card).toContainText('Called by');
});

test('copy in the reader’s language: the tint rule’s source in Malay, image sizes in MB', async ({ page, request }) => {
  await page.goto(appUrl('/'));
  await page.evaluate(() => {
    localStorage.setItem('language', 'ms');
    localStorage.setItem('country', 'ms_my');
  });
  await logIn(page, request, freshPhone());
  await page.goto(appUrl('/pages-common/car/AddCar'));
  await expect(page.getByText(/Sumber: JPJ, Kaedah-Kaedah Kenderaan Motor/)).toBeVisible();
  await expect(page.getByText(/Prohibition of Certain Types of Glass/)).toHaveCount(0);
  await page.goto(appUrl('/pages-common/feedback/FeedBack'));
  await expect(page.getByText('Sehingga 3 imej, setiap satu sehingga 5 MB.')).toBeVisible();
});
