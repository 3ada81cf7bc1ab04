import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { malaysiaDateOf } from '../../src/shared/lib/malaysia-time';
import type { Db } from '../db/client';
import { appReleases, banners, dictionary } from '../db/schema';
import { notFound } from '../http/errors';
import { pick, type Lang } from '../i18n/language';
import { text } from '../i18n/text-catalogue';
import { localizedSeedImage, seedImageUrl } from './seed-images';

/** The items of one dictionary in the reader's language, in their order. */
export async function dictionaryItems(db: Db, companyId: number, dictionaryId: string, lang: Lang) {
  const rows = await db
    .select()
    .from(dictionary)
    .where(and(eq(dictionary.companyId, companyId), eq(dictionary.dictionaryId, dictionaryId)))
    .orderBy(asc(dictionary.sort), asc(dictionary.id));
  return rows.map((r) => ({
    id: r.id,
    dictionaryId: r.dictionaryId,
    labelName: r.labelName,
    content: pick(r.content, lang),
    sort: r.sort,
  }));
}

/** The newest app release and the oldest version it still supports. */
export async function latestRelease(db: Db) {
  const [latest] = await db.select().from(appReleases).orderBy(desc(appReleases.releasedAt)).limit(1);
  if (!latest) throw notFound(text('thingAppRelease'));
  return {
    version: latest.version,
    minSupportedVersion: latest.minSupportedVersion,
    releasedAt: latest.releasedAt.toISOString(),
  };
}

/** A banner's picture: an upload of the back office (public), or a seed file in the reader's language. */
export const bannerImageUrl = (image: string, lang: Lang) => seedImageUrl(localizedSeedImage(image, lang));

/**
 * The published home banners whose days include today's Malaysian date (docs/architecture.md#time),
 * in the office's order, each with its picture in the reader's language.
 */
export async function activeBanners(db: Db, lang: Lang, now: Date) {
  const today = malaysiaDateOf(now);
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.active, true),
        or(isNull(banners.language), eq(banners.language, lang)),
        or(isNull(banners.startsOn), lte(banners.startsOn, today)),
        or(isNull(banners.endsOn), gte(banners.endsOn, today)),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((b) => ({
    id: b.id,
    title: pick(b.title, lang),
    imageUrl: bannerImageUrl(b.image, lang),
    jump: { type: b.jumpType, value: b.jumpValue },
  }));
}

/** Counts a click on a banner and answers where it leads. */
export async function followBanner(db: Db, id: number) {
  const [row] = await db
    .update(banners)
    .set({ clicks: sql`${banners.clicks} + 1` })
    .where(eq(banners.id, id))
    .returning();
  if (!row) throw notFound(text('thingBanner'));
  return { type: row.jumpType, value: row.jumpValue };
}
