import { asc, count, eq, sql } from 'drizzle-orm';
import type { OfficeBanner, officeBannerInput } from '../../../src/shared/contract/office-content';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { z } from 'zod';
import type { SessionUser } from '../../auth/session.service';
import { bannerImageUrl } from '../../content/content.service';
import type { Db } from '../../db/client';
import { banners, products } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { text } from '../../i18n/text-catalogue';
import { requireAction } from '../../staff/permissions';
import { recordAudit } from '../audit';
import { moveInOrder } from './move-in-order';

type BannerRow = typeof banners.$inferSelect;
type BannerInput = z.output<typeof officeBannerInput>;

const toOffice = (b: BannerRow): OfficeBanner => ({
  id: b.id,
  title: b.title as OfficeBanner['title'],
  image: b.image,
  // the preview shows the English picture; a seed banner's Malay and Chinese files follow on Home
  imageUrl: bannerImageUrl(b.image, b.language ?? 'en'),
  jumpType: b.jumpType,
  jumpValue: b.jumpValue,
  language: b.language,
  startsOn: b.startsOn,
  endsOn: b.endsOn,
  sort: b.sort,
  active: b.active,
  clicks: b.clicks,
});

/** Home's order: by place, then the older first (seed banners and banners saved before places were kept). */
const homeOrder = [asc(banners.sort), asc(banners.id)] as const;
const missing = () => notFound(text('thingBanner'));

export async function bannerPage(db: Db, user: SessionUser | null, page: { pageNo: number; pageSize: number }) {
  requireAction(user, 'officeContentEdit');
  const [total] = await db.select({ n: count() }).from(banners);
  const rows = await db
    .select()
    .from(banners)
    .orderBy(...homeOrder)
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return { list: rows.map(toOffice), total: total?.n ?? 0, pageNo: page.pageNo, pageSize: page.pageSize };
}

const shown = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v ?? null)).slice(0, 160);

/** The audit's fields of a banner: the title per language ('title.ms'), as products record names; an open day as empty. */
const auditFields = (
  b: Pick<BannerRow, 'image' | 'jumpType' | 'jumpValue' | 'language' | 'active'> & {
    title: unknown;
    startsOn: string | null;
    endsOn: string | null;
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
    startsOn: b.startsOn ?? '',
    endsOn: b.endsOn ?? '',
    active: shown(b.active),
  };
};

/**
 * Adds and moves of banners queue on one lock for the transaction (any process), then read the
 * places afresh: each sees every earlier add and move committed, even a first banner added to an
 * empty list, which row locks could not guard.
 */
const lockOrder = (db: Db) => db.execute(sql`select pg_advisory_xact_lock(hashtext('banners:order'))`);

/** A banner that opens a product must open one that exists (the contract checks the number's form). */
async function checkTarget(db: Db, input: BannerInput) {
  if (input.jumpType !== 'product') return;
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, Number(input.jumpValue)));
  if (!found) throw new AppError(ResultCode.validation, 'officeBannerProductMissing', { id: input.jumpValue });
}

/** Adds a banner first in Home's order, or changes one (its place stays); an audit row in the same transaction. */
export async function saveBanner(db: Db, user: SessionUser | null, id: number | undefined, input: BannerInput) {
  const me = requireAction(user, 'officeContentEdit');
  await checkTarget(db, input);
  const values = { ...input, jumpValue: input.jumpValue.trim(), language: input.language ?? null };
  if (id === undefined) {
    // a new banner comes first, as the newest promotion usually should; the list moves it from there.
    // The others are numbered 2..n+1 in their order (banners saved before places were kept share 0).
    await lockOrder(db);
    await db.execute(sql`
      update banners set sort = placed.n + 1
      from (select id, row_number() over (order by sort, id) as n from banners) as placed
      where banners.id = placed.id and banners.sort <> placed.n + 1`);
    const [row] = await db
      .insert(banners)
      .values({ ...values, sort: 1 })
      .returning();
    if (!row) throw missing();
    await recordAudit(db, me, {
      action: 'bannerCreate',
      subject: input.title.en,
      storeId: null,
      changes: Object.entries(auditFields(values)).map(([field, after]) => ({ field, before: '', after })),
    });
    return toOffice(row);
  }
  const [before] = await db.select().from(banners).where(eq(banners.id, id)).for('update');
  if (!before) throw missing();
  const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
  if (!row) throw missing();
  const was = auditFields(before);
  const changes = Object.entries(auditFields(values))
    .filter(([field, after]) => was[field] !== after)
    .map(([field, after]) => ({ field, before: was[field] ?? '', after }));
  if (changes.length > 0)
    await recordAudit(db, me, { action: 'bannerUpdate', subject: input.title.en, storeId: null, changes });
  return toOffice(row);
}

/**
 * Moves a banner one place up or down in Home's order. Under the order's lock every banner is
 * numbered 1..n in the new order, so parallel moves queue and never leave two banners sharing a place. The audit
 * names the moved banner's place before and after.
 */
export async function moveBanner(db: Db, user: SessionUser | null, id: number, direction: 'up' | 'down') {
  const me = requireAction(user, 'officeContentEdit');
  await lockOrder(db);
  const rows = await db
    .select()
    .from(banners)
    .orderBy(...homeOrder);
  const moved = moveInOrder(rows, id, direction);
  if (!moved) throw missing();
  const { from, to, moving, order } = moved;
  for (const [i, r] of order.entries())
    if (r.sort !== i + 1)
      await db
        .update(banners)
        .set({ sort: i + 1 })
        .where(eq(banners.id, r.id));
  if (to !== from)
    await recordAudit(db, me, {
      action: 'bannerUpdate',
      subject: (moving.title as { en?: string }).en ?? '',
      storeId: null,
      changes: [{ field: 'place', before: String(from + 1), after: String(to + 1) }],
    });
  return { ids: order.map((r) => r.id) };
}
