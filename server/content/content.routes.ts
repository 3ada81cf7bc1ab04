import type { Hono } from 'hono';
import { appVersion, bannerJump, dictionaryInfo, health, homeBanners } from '../../src/shared/contract/content';
import type { ServerDeps } from '../http/context';
import { mountCall } from '../http/mount-call';
import { dictionaryCacheKey, dictionaryCacheOf } from './dictionary-cache';
import { activeBanners, dictionaryItems, followBanner, latestRelease } from './content.service';

export function mountContentRoutes(app: Hono, deps: ServerDeps) {
  const startedAt = Date.now();
  const dictionaryCache = dictionaryCacheOf(deps.database);

  mountCall(app, deps, health, async () => ({
    status: 'ok' as const,
    database: deps.database.kind,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  }));

  mountCall(app, deps, dictionaryInfo, async ({ companyId, dictionaryId }, ctx) => {
    return dictionaryCache.get(dictionaryCacheKey(companyId, dictionaryId, ctx.lang), () =>
      dictionaryItems(ctx.db, companyId, dictionaryId, ctx.lang),
    );
  });

  mountCall(app, deps, appVersion, (_payload, ctx) => latestRelease(ctx.db));
  mountCall(app, deps, homeBanners, (_payload, ctx) => activeBanners(ctx.db, ctx.lang, ctx.now));
  mountCall(app, deps, bannerJump, ({ id }, ctx) => followBanner(ctx.db, id));
}
