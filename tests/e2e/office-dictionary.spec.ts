import { expect, test, type Browser } from '@playwright/test';
import { COMPANY } from './office-support';
import { staffPage } from './staff-support';
import { appUrl } from './support';

/** A customer's phone reading the app in one language (dictionary texts need no login). */
async function readerIn(browser: Browser, language: 'en' | 'ms', country: 'en_us' | 'ms_my', path: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(
    ([l, c]) => {
      localStorage.setItem('language', l!);
      localStorage.setItem('country', c!);
    },
    [language, country],
  );
  const page = await context.newPage();
  await page.goto(appUrl(path));
  return page;
}

test.describe('back office: the dictionary’s texts', () => {
  test('the company rewrites About Us in Malay with a preview; Malay readers get it, English ones keep theirs', async ({
    browser,
  }) => {
    const office = await staffPage(browser, COMPANY);
    await office.setViewportSize({ width: 1280, height: 900 });
    await office.goto(appUrl('/office/content'));
    await office.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'About us' }).click();
    await expect(office.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();

    await office.getByRole('tab', { name: 'Malay' }).click();
    const stamp = Date.now();
    const title = `Tentang Roda ${stamp}`;
    await office.getByLabel('Text in Malay').fill(`${title}\n\nKami kini di 60 bengkel di seluruh Malaysia.`);
    // the preview renders the draft the way the app does: its first paragraph as the title
    const preview = office.getByRole('complementary', { name: 'Preview: Malay' });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview.getByText('Kami kini di 60 bengkel di seluruh Malaysia.')).toBeVisible();

    // nothing is published before Publish is confirmed
    const early = await readerIn(browser, 'ms', 'ms_my', '/pages-common/useragree/AboutUs');
    await expect(early.locator('.app-document')).toBeVisible();
    await expect(early.getByText(title)).toHaveCount(0);
    await early.context().close();

    await office.getByRole('button', { name: 'Publish' }).click();
    await office.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await expect(office.getByText('Published').first()).toBeVisible();

    const malay = await readerIn(browser, 'ms', 'ms_my', '/pages-common/useragree/AboutUs');
    await expect(malay.getByRole('heading', { name: title })).toBeVisible();
    const english = await readerIn(browser, 'en', 'en_us', '/pages-common/useragree/AboutUs');
    await expect(english.getByRole('heading', { name: 'About Roda' })).toBeVisible();
    await expect(english.getByText(title)).toHaveCount(0);
  });

  test('the company adds a FAQ question in three languages and customers find it on the FAQ page', async ({
    browser,
  }) => {
    const office = await staffPage(browser, COMPANY);
    await office.setViewportSize({ width: 390, height: 844 });
    await office.goto(appUrl('/office/content/texts/faq'));
    await expect(office.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
    await office.getByRole('link', { name: 'Add question' }).click();

    const stamp = Date.now();
    const question = `Do you fit roof racks? ${stamp}`;
    await office.getByRole('tab', { name: 'English' }).click();
    await office.getByLabel('Question in English').fill(question);
    await office.getByLabel('Answer in English').fill('Yes, at every partner workshop.');
    // the preview opens the question as the FAQ does
    const preview = office.getByRole('complementary', { name: 'Preview: English' });
    await expect(preview.getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'true');
    await expect(preview.getByText('Yes, at every partner workshop.')).toBeVisible();

    // a language left empty is refused beside its field before anything is sent: its tab opens, the field focused
    await office.getByRole('button', { name: 'Publish' }).click();
    await expect(office.getByRole('tab', { name: /Malay/ })).toHaveAttribute('aria-selected', 'true');
    await expect(office.getByLabel('Question in Malay')).toBeFocused();
    await expect(office.getByLabel('Question in Malay')).toHaveAccessibleDescription('Enter the Malay question');

    await office.getByLabel('Question in Malay').fill(`Adakah anda memasang rak bumbung? ${stamp}`);
    await office.getByLabel('Answer in Malay').fill('Ya, di setiap bengkel rakan kongsi.');
    await office.getByRole('tab', { name: /Chinese/ }).click();
    await office.getByLabel('Question in Chinese').fill(`可以安装车顶架吗？${stamp}`);
    await office.getByLabel('Answer in Chinese').fill('可以，所有合作门店均可安装。');
    await office.getByRole('button', { name: 'Publish' }).click();
    await expect(office.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
    await expect(office.getByRole('link', { name: question })).toBeVisible();

    const reader = await readerIn(browser, 'en', 'en_us', '/pages/faq/faq');
    await reader.getByRole('button', { name: question }).click();
    await expect(reader.getByText('Yes, at every partner workshop.')).toBeVisible();
  });
});
