import type { Hono } from 'hono';
import { appVersion, bannerJump, dictionaryInfo, health, homeBanners } from '../../src/shared/contract/content';
import type { ServerDeps } from '../http/context';
import { mountCall } from '../http/mount-call';
import { createTtlCache } from '../http/ttl-cache';
import { activeBanners, dictionaryItems, followBanner, latestRelease } from './content.service';

export function mountContentRoutes(app: Hono, deps: ServerDeps) {
  const startedAt = Date.now();
  // Dictionary texts change only on a release or an edit; a short TTL keeps every process fresh
  // enough (a published version shows within seconds) while the hot path skips the database.
  const dictionaryCache = createTtlCache<string, Awaited<ReturnType<typeof dictionaryItems>>>(5_000);

  mountCall(app, deps, health, async () => ({
    status: 'ok' as const,
    database: deps.database.kind,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  }));

  mountCall(app, deps, dictionaryInfo, async ({ companyId, dictionaryId }, ctx) => {
    const cacheKey = `${companyId}|${dictionaryId}|${ctx.lang}`;
    return dictionaryCache.get(cacheKey, () => dictionaryItems(ctx.db, companyId, dictionaryId, ctx.lang));
  });

  mountCall(app, deps, appVersion, (_payload, ctx) => latestRelease(ctx.db));
  mountCall(app, deps, homeBanners, (_payload, ctx) => activeBanners(ctx.db, ctx.lang));
  mountCall(app, deps, bannerJump, ({ id }, ctx) => followBanner(ctx.db, id));
}
