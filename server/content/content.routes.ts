import type { Hono } from 'hono';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { appVersion, bannerJump, dictionaryInfo, health, homeBanners } from '../../src/shared/contract/content';
import { appReleases, banners, dictionary } from '../db/schema';
import type { ServerDeps } from '../http/context';
import { notFound } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { pick } from '../i18n/language';
import { localizedSeedImage, seedImageUrl } from './seed-images';
import { createTtlCache } from '../http/ttl-cache';

export function mountContentRoutes(app: Hono, deps: ServerDeps) {
  const startedAt = Date.now();
  // Dictionary texts change only on a release or an edit; a short TTL keeps every process fresh
  // enough (a published version shows within seconds) while the hot path skips the database.
  const dictionaryCache = createTtlCache<string, ReturnType<typeof toItems>>(5_000);

  mountCall(app, deps, health, async () => ({
    status: 'ok' as const,
    database: deps.database.kind,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  }));

  mountCall(app, deps, dictionaryInfo, async ({ companyId, dictionaryId }, ctx) => {
    const cacheKey = `${companyId}|${dictionaryId}|${ctx.lang}`;
    return dictionaryCache.get(cacheKey, async () => {
      const rows = await ctx.db
        .select()
        .from(dictionary)
        .where(and(eq(dictionary.companyId, companyId), eq(dictionary.dictionaryId, dictionaryId)))
        .orderBy(asc(dictionary.sort), asc(dictionary.id));
      return toItems(rows, ctx.lang);
    });
  });

  mountCall(app, deps, appVersion, async (_payload, ctx) => {
    const [latest] = await ctx.db.select().from(appReleases).orderBy(desc(appReleases.releasedAt)).limit(1);
    if (!latest) throw notFound({ en: 'App release', ms: 'Keluaran aplikasi', zh: '应用版本' });
    return {
      version: latest.version,
      minSupportedVersion: latest.minSupportedVersion,
      releasedAt: latest.releasedAt.toISOString(),
    };
  });

  mountCall(app, deps, homeBanners, async (_payload, ctx) => {
    const rows = await ctx.db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.sort));
    return rows.map((b) => ({
      id: b.id,
      title: pick(b.title, ctx.lang),
      imageUrl: seedImageUrl(localizedSeedImage(b.image, ctx.lang)),
      jump: { type: b.jumpType, value: b.jumpValue },
    }));
  });

  mountCall(app, deps, bannerJump, async ({ id }, ctx) => {
    const [row] = await ctx.db
      .update(banners)
      .set({ clicks: sql`${banners.clicks} + 1` })
      .where(eq(banners.id, id))
      .returning();
    if (!row) throw notFound({ en: 'Banner', ms: 'Sepanduk', zh: '横幅' });
    return { type: row.jumpType, value: row.jumpValue };
  });
}

function toItems(rows: (typeof dictionary.$inferSelect)[], lang: Parameters<typeof pick>[1]) {
  return rows.map((r) => ({
    id: r.id,
    dictionaryId: r.dictionaryId,
    labelName: r.labelName,
    content: pick(r.content, lang),
    sort: r.sort,
  }));
}
