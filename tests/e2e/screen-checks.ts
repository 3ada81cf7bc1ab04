import type { Page } from '@playwright/test';

/** What every screen check looks for (screens.spec.ts, office-screens.spec.ts). */

/** Visible text that is a raw key: camelCase (`paymentFailed`) or `method:code` (`fpx:Maybank2u`). */
export async function rawKeys(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const allowed = new Set(['eWallet', 'iPhone', 'iPad']);
  const camel = text.match(/\b[a-z]+[A-Z][A-Za-z0-9]*\b/g) ?? [];
  const methodCode = text.match(/\b[a-z]{2,}:[A-Za-z0-9]+\b/g) ?? [];
  return [...camel, ...methodCode].filter((w) => !allowed.has(w));
}

/** What sticks out sideways: the page scrolls horizontally, or a visible element passes the right edge. */
export async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    const scrollsSideways = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const { overflowX } = getComputedStyle(e);
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
        if (e.getAttribute('aria-roledescription') === 'carousel') return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el.closest('[hidden], [aria-hidden="true"], dialog:not([open]), .roda-sr-only')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right > width + 1 && !scrollsSideways(el.parentElement)) {
        found.push(`${el.tagName.toLowerCase()}.${el.className} ends at ${Math.round(rect.right)}px`);
      }
      // text cut by its own box (an ellipsis is a choice; a clipped number is not)
      const style = getComputedStyle(el);
      if (
        el.scrollWidth > el.clientWidth + 1 &&
        style.overflowX === 'hidden' &&
        style.textOverflow !== 'ellipsis' &&
        !scrollsSideways(el) &&
        el.children.length === 0 &&
        (el.textContent ?? '').trim() !== ''
      ) {
        found.push(`${el.tagName.toLowerCase()}.${el.className} clips "${el.textContent?.trim().slice(0, 30)}"`);
      }
    }
    return found.slice(0, 8);
  });
}

/** Latin words split over two lines ("Maintenanc/e"); Chinese breaks between characters are normal. */
export async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[hidden], [aria-hidden="true"], dialog:not([open]), .roda-sr-only, script, style'))
        continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[A-Za-z0-9À-ɏ]{3,}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        if (lines.size > 1)
          found.push(`${match[0]} (${parent.tagName.toLowerCase()}.${parent.getAttribute('class') ?? ''})`);
      }
    }
    return found.slice(0, 8);
  });
}

/** Parts that differ from run to run: times, dates, order and complaint numbers, phone numbers, countdowns. */
export function variableParts(page: Page) {
  return [
    page.locator('time, [data-variable], .roda-swiper'),
    page.getByText(/RD\d{14}|WO\d{14}|CP\d{6,}|\+?60\s?1\d[\d\s-]{7,}|01\d-?\s?\d{3,4}\s?\d{4}/),
    page.getByText(
      /\b\d{1,2} (Jan|Feb|Mac|Mar|Apr|Mei|May|Jun|Jul|Ogo|Aug|Sep|Okt|Oct|Nov|Dis|Dec)\b|\d{1,2}月\d{1,2}日/,
    ),
    page.locator('.appointment__dates'),
  ];
}
