import type { Context, Hono } from 'hono';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Every file under `root`, keyed by its URL path relative to root ('/assets/x.js'). */
function listFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(root)) return files;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(`/${path.relative(root, full).split(path.sep).join('/')}`, full);
    }
  };
  walk(root);
  return files;
}

function cacheControlFor(relative: string): string {
  // hashed build assets never change; the shell, manifest and service worker must revalidate
  if (relative.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (/\.(png|svg|ico|webp|jpg)$/.test(relative)) return 'public, max-age=86400';
  return 'no-cache';
}

function serveFile(c: Context, file: string, relative: string, policy?: string) {
  const ext = path.extname(file).toLowerCase();
  c.header('Content-Type', contentTypes[ext] ?? 'application/octet-stream');
  c.header('Cache-Control', cacheControlFor(relative));
  if (relative === '/sw.js') c.header('Service-Worker-Allowed', '/app/');
  // the shell's policy on every file of the app: a worker script (the service worker) runs under
  // the policy of its own answer, so it needs the same one to fetch and cache
  if (policy) c.header('Content-Security-Policy', policy);
  return c.body(readFileSync(file));
}

/**
 * The app's Content-Security-Policy: its own origin only, and of inline scripts just the ones the
 * build put in the shell (by hash), so an injected script cannot run and read the session secret.
 * Inline styles stay allowed (React style attributes and the inlined stylesheet).
 */
export function appContentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The production build under /app/ with the app shell for any path that is not a file, so deep
 * links and reloads work; seed images under /media/seed/; /favicon.ico; / redirects to /app/.
 */
export function mountStaticFiles(app: Hono, distDir: string) {
  const files = listFiles(distDir);
  const seedImagesDir = fileURLToPath(new URL('../seed/images', import.meta.url));
  const seedImages = listFiles(seedImagesDir);
  const publicFavicon = fileURLToPath(new URL('../../public/favicon.ico', import.meta.url));

  app.get('/', (c) => c.redirect('/app/', 302));
  app.get('/favicon.ico', (c) => {
    const file = files.get('/favicon.ico') ?? (existsSync(publicFavicon) ? publicFavicon : undefined);
    if (!file) return c.body(null, 204);
    return serveFile(c, file, '/favicon.ico');
  });
  app.get('/media/seed/:name', (c) => {
    const file = seedImages.get(`/${c.req.param('name')}`);
    if (!file) return c.text('Not found', 404);
    return serveFile(c, file, '/media');
  });
  const shellFile = files.get('/index.html');
  const policy = shellFile ? appContentSecurityPolicy(readFileSync(shellFile, 'utf8')) : undefined;
  app.get('/app', (c) => c.redirect('/app/', 301));
  app.get('/app/*', (c) => {
    const relative = decodeURIComponent(c.req.path.slice('/app'.length)) || '/';
    const file = files.get(relative);
    if (file) return serveFile(c, file, relative, policy);
    // a missing hashed asset must 404 (a stale tab asking for an old chunk needs to know)
    if (relative.startsWith('/assets/') || /\.(js|css|map|png|svg|ico|webmanifest)$/.test(relative)) {
      return c.text('Not found', 404);
    }
    if (!shellFile) return c.text('The app is not built yet: run `npm run build` (npm start does it for you).', 503);
    return serveFile(c, shellFile, '/index.html', policy);
  });
}
