import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { distDir, ensureBuild } from './build';
import { table } from './format';
import { chromiumArgs, fullChromiumPath } from '../tests/e2e/browser';
import { startBenchServer } from './server';

/** Median at most this many milliseconds (desktop CPU, loopback, no throttling); p95 is shown for information. */
export const homeToResultsTargets = { medianMs: 1000 };

export interface HomeToResultsResult {
  /** Milliseconds from the tap on the category to the first product of the results on screen, per measured run. */
  runsMs: number[];
  medianMs: number;
  p95Ms: number;
  /** Products the first results page listed (the same every run). */
  products: number;
}

export type Skipped = { skipped: string };

/** Home, where the search panel is (not BENCH_HOME_PATH: the journey is Home's). */
const homeRoute = '/app/pages/home/home';
/** The car and the category of the journey (tests/e2e/catalog.spec.ts): a Perodua Myvi 2021 1.5AV, wipers. */
const carSteps = ['Perodua', 'Myvi', '2021', '1.5AV', '1.5L Petrol', 'Automatic'];
const category = 'Wipers';
/** The results list, by its accessible name in English. */
const productsSelector = 'ul[aria-label="Products"]';

/**
 * Arms an in-page clock: it starts at the first pointerdown / touchstart / click after it runs (the
 * event's own time stamp, so Playwright's round trips are not counted) and stops in the first
 * animation frame in which a product card of the results list has a layout box, the frame that
 * paints it. `window.__homeToResults` resolves with the milliseconds in between. A string, not a
 * function: tsx would wrap a function's inner names in a helper the page does not have.
 */
const armClock = `void (window.__homeToResults = new Promise((resolve) => {
  let start = null;
  const begin = (event) => { if (start === null) start = event.timeStamp; };
  for (const type of ['pointerdown', 'touchstart', 'click'])
    document.addEventListener(type, begin, { capture: true, once: true });
  const selector = ${JSON.stringify(`${productsSelector} li a, ${productsSelector} li button`)};
  const frame = () => {
    const card = document.querySelector(selector);
    const box = card && card.getBoundingClientRect();
    if (start !== null && box && box.width > 0 && box.height > 0) resolve(performance.now() - start);
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  setTimeout(() => resolve(start === null ? 'the tap never arrived' : 'no product showed within 30 s'), 30000);
}))`;

/** Every page starts as a first visit in English: no chosen car, no persisted queries. */
const freshVisit = `localStorage.clear();
sessionStorage.clear();
localStorage.setItem('language', 'en');
localStorage.setItem('country', 'en_us');`;

/** One journey on a fresh page: open Home, choose the car, then the timed tap on the category. */
async function runOnce(page: Page, baseUrl: string): Promise<{ ms: number; products: number }> {
  await page.goto(`${baseUrl}${homeRoute}`, { waitUntil: 'load', timeout: 60_000 });
  await page.getByRole('button', { name: category, exact: true }).waitFor({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Car: Select your car' }).tap();
  const popup = page.getByRole('dialog');
  for (const option of carSteps) await popup.getByRole('button', { name: option, exact: true }).tap();
  await popup.waitFor({ state: 'hidden' });

  await page.evaluate(armClock);
  await page.getByRole('button', { name: category, exact: true }).tap();
  const ms = (await page.evaluate('window.__homeToResults')) as number | string;
  if (typeof ms === 'string') throw new Error(ms);

  // the right results: the wipers search for this car, every card one of its sizes
  const url = new URL(page.url());
  if (url.searchParams.get('category') !== 'wipers' || url.searchParams.get('model') !== 'Myvi')
    throw new Error(`the tap opened ${url.pathname}${url.search}, not the wipers search for a Myvi`);
  const cards = await page.locator(`${productsSelector} li`).allInnerTexts();
  if (cards.length === 0 || cards.some((text) => !/\b(24|14|12)"/.test(text)))
    throw new Error(`the results are not the Myvi's wiper sizes: ${JSON.stringify(cards.slice(0, 3))}`);
  return { ms, products: cards.length };
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

function median(sorted: number[]): number {
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
    : (sorted[Math.floor(middle)] ?? NaN);
}

/**
 * Home to results in headless Chromium at a phone viewport, against the production build served by
 * the real server: the Home search panel's journey (car by make, model, year, variant, engine and
 * transmission, then the Wipers category), timed from the tap on the category until the first
 * product of the results is on screen. One warm-up run, then `runs` measured ones; each run is a
 * new page with empty storage (no persisted query cache, no chosen car) in one browser context, so
 * the HTTP cache is warm and the search itself is not cached. Service worker blocked.
 */
export async function measureHomeToResults(
  options: { build?: boolean; runs?: number; log?: (line: string) => void } = {},
): Promise<HomeToResultsResult | Skipped> {
  const log = options.log ?? console.log;
  const runs = options.runs ?? 10;
  if (!existsSync(fullChromiumPath))
    return report({ skipped: `${fullChromiumPath} is missing (apt-get install chromium)` }, runs, log);
  const built = ensureBuild(options.build ?? false, log);
  if (!built.ok) return report({ skipped: built.reason }, runs, log);

  const server = await startBenchServer({ distDir });
  const browser = await chromium.launch({ executablePath: fullChromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    await context.addInitScript(freshVisit);
    const runsMs: number[] = [];
    let products = 0;
    for (let i = 0; i <= runs; i++) {
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      try {
        const run = await runOnce(page, server.baseUrl);
        // the first run loads every chunk into the HTTP cache and warms the server: not counted
        if (i > 0) runsMs.push(run.ms);
        products = run.products;
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        const errors = pageErrors.length ? `; page errors: ${pageErrors.slice(0, 3).join(' | ')}` : '';
        return report({ skipped: `the journey failed: ${message}${errors}` }, runs, log);
      } finally {
        await page.close();
      }
    }
    await context.close();
    const sorted = [...runsMs].sort((a, b) => a - b);
    return report({ runsMs, medianMs: median(sorted), p95Ms: percentile(sorted, 95), products }, runs, log);
  } finally {
    await browser.close();
    await server.close();
  }
}

function report<T extends HomeToResultsResult | Skipped>(result: T, runs: number, log: (line: string) => void): T {
  if ('skipped' in result) {
    log(`\nHome to results: SKIPPED: ${result.skipped}`);
    return result;
  }
  const rows = [
    { measure: 'median ms', value: result.medianMs.toFixed(0), target: `<= ${homeToResultsTargets.medianMs}` },
    { measure: 'p95 ms', value: result.p95Ms.toFixed(0), target: 'info' },
    { measure: 'min ms', value: Math.min(...result.runsMs).toFixed(0), target: 'info' },
    { measure: 'max ms', value: Math.max(...result.runsMs).toFixed(0), target: 'info' },
  ];
  log(
    [
      `\nHome to results (Chromium, 390x844 phone, ${runs} warm runs: Perodua Myvi 2021 1.5AV, tap Wipers, until the first product shows)`,
      table(rows),
      `runs ms: ${result.runsMs.map((ms) => ms.toFixed(0)).join(', ')}; ${result.products} products on the first page`,
    ].join('\n'),
  );
  return result;
}
