import { chromium } from 'playwright-core';
import { homePath } from './build';
import { chromiumArgs, fullChromiumPath } from '../tests/e2e/browser';

export interface HomeLoad {
  /** Every .js the page fetched from the server, by URL path, decoded. */
  scripts: Map<string, Buffer>;
  /** Why Home is not there (HTTP error, the app's not-found page, nothing rendered), or null. */
  problem: string | null;
}

/**
 * Opens Home in headless Chromium at a phone viewport with the service worker blocked (it would
 * precache every chunk), waits for the network to settle, and says whether Home really rendered.
 */
export async function loadHome(baseUrl: string): Promise<HomeLoad> {
  const browser = await chromium.launch({ executablePath: fullChromiumPath, args: chromiumArgs });
  const scripts = new Map<string, Buffer>();
  const pageErrors: string[] = [];
  const pending: Promise<unknown>[] = [];
  let problem: string | null = null;
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== baseUrl || !url.pathname.endsWith('.js') || !response.ok()) return;
      pending.push(
        response
          .body()
          .then((body) => scripts.set(url.pathname, body))
          .catch(() => undefined),
      );
    });
    const response = await page.goto(`${baseUrl}${homePath}`, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!response || !response.ok()) problem = `${homePath} answered HTTP ${response?.status() ?? 'nothing'}`;
    await page.waitForTimeout(500);
    await Promise.all(pending);
    const text = (
      await page
        .locator('#root')
        .innerText({ timeout: 5_000 })
        .catch(() => '')
    ).trim();
    if (!problem && (!text || /\bnot found\b/i.test(text))) {
      problem = text
        ? `the Home route does not exist in this build (the app shows: ${JSON.stringify(text.replace(/\s+/g, ' ').slice(0, 60))})`
        : 'the Home route rendered nothing (empty #root)';
    }
    if (problem && pageErrors.length) problem += `; page errors: ${pageErrors.slice(0, 3).join(' | ')}`;
    await context.close();
  } finally {
    await browser.close();
  }
  return { scripts, problem };
}
