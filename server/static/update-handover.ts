import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { text } from '../i18n/text-catalogue';

/**
 * The page an accepted update passes through when the old service worker will not let go
 * (docs/architecture.md#updates). It lies outside the worker's scope (/app/), so the page that
 * comes here is no longer the old worker's client and the new worker takes over at once; this page
 * waits until it has, then goes back to where the user was, under the new worker.
 */
export const UPDATE_HANDOVER_PATH = '/app-handover';

/** At most this long on the page, whatever the worker does: the user is never left here. */
const WAIT_MS = 10_000;

// only a path of the app may be the way back (no open redirect); the text follows the app's language
const script = `(async () => {
  const to = new URLSearchParams(location.search).get('to') || '';
  const back = /^\\/app(\\/|$)/.test(to) && !to.startsWith('//') ? to : '/app/';
  const words = document.getElementById('words');
  const language = (() => { try { return localStorage.getItem('language') || 'en'; } catch { return 'en'; } })();
  words.textContent = words.dataset[language === 'zh-Hans' ? 'zh' : language === 'ms' ? 'ms' : 'en'] || words.textContent;
  document.documentElement.lang = language;
  const until = Date.now() + ${WAIT_MS};
  try {
    while (Date.now() < until) {
      const registration = await navigator.serviceWorker.getRegistration('/app/');
      if (!registration || (!registration.waiting && !registration.installing && registration.active?.state === 'activated')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch {}
  location.replace(back);
})();`;

const style = `html{background:#f5f6f8;color:#1f2933;font:16px/1.5 system-ui,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center}
p{display:flex;gap:12px;align-items:center}
p::before{content:"";width:20px;height:20px;border-radius:50%;border:3px solid #c9d1db;border-top-color:#e4572e;animation:spin 0.8s linear infinite}
@keyframes spin{to{transform:rotate(1turn)}}
@media (prefers-reduced-motion:reduce){p::before{animation:none}}`;

const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
const policy = `default-src 'none'; script-src ${sha256(script)}; style-src ${sha256(style)}; frame-ancestors 'none'`;

const escape = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function page(): string {
  const words = text('updatingApp');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Roda</title><style>${style}</style></head>
<body><p id="words" role="status" data-en="${escape(words.en)}" data-ms="${escape(words.ms)}" data-zh="${escape(words.zh)}">${escape(words.en)}</p>
<script>${script}</script></body></html>`;
}

export function mountUpdateHandover(app: Hono): void {
  const html = page();
  app.get(UPDATE_HANDOVER_PATH, (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', policy);
    return c.html(html);
  });
}
