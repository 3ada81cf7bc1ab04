import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONTENT_SECURITY_POLICY } from '../http/security-headers';

function cacheControlFor(relative: string): string {
  // hashed build assets never change; the shell, manifest and service worker must revalidate
  if (relative.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (/\.(png|svg|ico|webp|jpg)$/.test(relative)) return 'public, max-age=86400';
  return 'no-cache';
}

/**
 * The headers of one file of the app, set before `serveStatic` answers (its `onFound` runs after
 * the answer is made, too late for headers): caching by kind, the shell's policy on every file of
 * the app (a worker script, the service worker, runs under the policy of its own answer, so it
 * needs the same one to fetch and cache), and the service worker's scope.
 */
function fileHeaders(c: Context, relative: string, policy?: string) {
  c.header('Cache-Control', cacheControlFor(relative));
  if (relative === '/sw.js') c.header('Service-Worker-Allowed', '/app/');
  if (policy) c.header('Content-Security-Policy', policy);
}

/** A missing file: nothing of a file's headers stays on the answer (no immutable 404). */
function notFound(c: Context) {
  c.header('Cache-Control', 'no-cache');
  c.header('Service-Worker-Allowed', undefined);
  c.header('Content-Security-Policy', DEFAULT_CONTENT_SECURITY_POLICY);
  return c.text('Not found', 404);
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
 * Files are streamed by `serveStatic` of @hono/node-server, the brotli or gzip copy the build wrote
 * next to each (scripts/precompress.ts) when the browser takes it, so nothing is compressed per
 * request; hashed assets are cached for a year (immutable).
 */
export function mountStaticFiles(app: Hono, distDir: string) {
  const seedImagesDir = fileURLToPath(new URL('../seed/images', import.meta.url));
  const publicFavicon = fileURLToPath(new URL('../../public/favicon.ico', import.meta.url));
  const shellFile = path.join(distDir, 'index.html');
  const policy = existsSync(shellFile) ? appContentSecurityPolicy(readFileSync(shellFile, 'utf8')) : undefined;

  app.get('/', (c) => c.redirect('/app/', 302));

  const builtFavicon = path.join(distDir, 'favicon.ico');
  const favicon = existsSync(builtFavicon) ? builtFavicon : existsSync(publicFavicon) ? publicFavicon : undefined;
  const serveFavicon = favicon ? serveStatic({ path: favicon }) : undefined;
  app.get('/favicon.ico', async (c, next) => {
    if (!serveFavicon) return c.body(null, 204);
    fileHeaders(c, '/favicon.ico');
    return serveFavicon(c, next);
  });

  const seedImage = serveStatic({
    root: seedImagesDir,
    rewriteRequestPath: (p) => p.slice('/media/seed'.length),
  });
  app.get(
    '/media/seed/:name',
    async (c, next) => {
      fileHeaders(c, '/media');
      return seedImage(c, next);
    },
    notFound,
  );

  app.get('/app', (c) => c.redirect('/app/', 301));
  // no build yet: every path answers that it is not built (serveStatic would complain at start)
  const appFile = existsSync(distDir)
    ? serveStatic({ root: distDir, precompressed: true, rewriteRequestPath: (p) => p.slice('/app'.length) || '/' })
    : async () => undefined;
  const shell = serveStatic({ path: shellFile, precompressed: true });
  const fileOrShell: MiddlewareHandler = async (c, next) => {
    const relative = c.req.path.slice('/app'.length) || '/';
    fileHeaders(c, relative.endsWith('/') ? '/index.html' : relative, policy);
    const answer = await appFile(c, async () => undefined);
    if (answer) return answer;
    // a missing hashed asset must 404 (a stale tab asking for an old chunk needs to know)
    if (relative.startsWith('/assets/') || /\.(js|css|map|png|svg|ico|webmanifest)$/.test(relative)) return notFound(c);
    if (!policy) {
      c.header('Cache-Control', 'no-cache');
      return c.text('The app is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    fileHeaders(c, '/index.html', policy);
    return (await shell(c, next)) ?? notFound(c);
  };
  app.get('/app/*', fileOrShell);
}
