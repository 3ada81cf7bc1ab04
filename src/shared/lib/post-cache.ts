/**
 * Which POST calls the service worker caches (docs/architecture.md#sw-cache) and the synthetic GET key it keeps them
 * under (the Cache API cannot key a POST): path + SHA-256 of the body + the `language` header.
 * Only data that is the same for everybody: the key holds no user, so a user's own data (orders,
 * cart, messages) is never cached here; the persisted query cache keeps it for offline use.
 * Pure, shared by the worker and its tests.
 */
const staleWhileRevalidate = new Set([
  '/api/user/dictionary/dictionary-info',
  '/api/app/user/home/banner',
  '/api/app/order/vehicle/type/list',
  '/api/app/order/vehicle/car/model/list',
  '/api/app/order/vehicle/door/store/list',
  '/api/app/order/vehicle/product/app/index',
]);
/** The version check must see a new release at once: network first, the cache only offline. */
const networkFirst = new Set(['/api/app/user/sel/app-version']);

export function cachedPostKind(pathname: string, body = ''): 'swr' | 'networkFirst' | null {
  // the USERDEV dictionary entry is the release version
  if (pathname === '/api/user/dictionary/dictionary-info' && body.includes('USERDEV')) return 'networkFirst';
  if (staleWhileRevalidate.has(pathname)) return 'swr';
  if (networkFirst.has(pathname)) return 'networkFirst';
  return null;
}

export async function postCacheKey(scope: string, pathname: string, body: string, language: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hash = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  const base = new URL('__post-cache', scope).href;
  return `${base}${pathname}?language=${encodeURIComponent(language)}&body=${hash}`;
}
