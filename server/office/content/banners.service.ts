import { asc, count, eq } from 'drizzle-orm';
import type { OfficeBanner, OfficeBannerInput } from '../../../src/shared/contract/office-content';
import type { SessionUser } from '../../auth/session.service';
import { bannerImageUrl } from '../../content/content.service';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import { notFound } from '../../http/errors';
import { text } from '../../i18n/text-catalogue';
import { requireAction } from '../../staff/permissions';
import { recordAudit } from '../audit';

type BannerRow = typeof banners.$inferSelect;

const toOffice = (b: BannerRow): OfficeBanner => ({
  id: b.id,
  title: b.title as OfficeBanner['title'],
  image: b.image,
  // the preview shows the English picture; a seed banner's Malay and Chinese files follow on Home
  imageUrl: bannerImageUrl(b.image, b.language ?? 'en'),
  jumpType: b.jumpType,
  jumpValue: b.jumpValue,
  language: b.language,
  sort: b.sort,
  active: b.active,
  clicks: b.clicks,
});

export async function bannerPage(db: Db, user: SessionUser | null, page: { pageNo: number; pageSize: number }) {
  requireAction(user, 'officeContentEdit');
  const [total] = await db.select({ n: count() }).from(banners);
  const rows = await db
    .select()
    .from(banners)
    .orderBy(asc(banners.sort), asc(banners.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return { list: rows.map(toOffice), total: total?.n ?? 0, pageNo: page.pageNo, pageSize: page.pageSize };
}

const shown = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v ?? null)).slice(0, 160);

/** The audit's fields of a banner: the title per language ('title.ms'), as products record names. */
const auditFields = (
  b: Pick<BannerRow, 'image' | 'jumpType' | 'jumpValue' | 'language' | 'sort' | 'active'> & {
    title: unknown;
  },
): Record<string, string> => {
  const title = (b.title ?? {}) as Partial<Record<'en' | 'ms' | 'zh', string>>;
  return {
    'title.en': shown(title.en ?? ''),
    'title.ms': shown(title.ms ?? ''),
    'title.zh': shown(title.zh ?? ''),
    image: shown(b.image),
    jumpType: shown(b.jumpType),
    jumpValue: shown(b.jumpValue),
    language: shown(b.language),
    sort: shown(b.sort),
    active: shown(b.active),
  };
};

/** Adds or changes a banner, with an audit row in the same transaction. */
export async function saveBanner(
  db: Db,
  user: SessionUser | null,
  id: number | undefined,
  input: Required<Omit<OfficeBannerInput, 'sort'>> & { sort: number },
) {
  const me = requireAction(user, 'officeContentEdit');
  const values = { ...input, language: input.language ?? null };
  if (id === undefined) {
    const [row] = await db.insert(banners).values(values).returning();
    if (!row) throw notFound(text('thingBanner'));
    await recordAudit(db, me, {
      action: 'bannerCreate',
      subject: input.title.en,
      storeId: null,
      changes: Object.entries(auditFields(values)).map(([field, after]) => ({ field, before: '', after })),
    });
    return toOffice(row);
  }
  const [before] = await db.select().from(banners).where(eq(banners.id, id)).for('update');
  if (!before) throw notFound(text('thingBanner'));
  const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
  if (!row) throw notFound(text('thingBanner'));
  const was = auditFields(before);
  const changes = Object.entries(auditFields(values))
    .filter(([field, after]) => was[field] !== after)
    .map(([field, after]) => ({ field, before: was[field] ?? '', after }));
  if (changes.length > 0)
    await recordAudit(db, me, { action: 'bannerUpdate', subject: input.title.en, storeId: null, changes });
  return toOffice(row);
}
