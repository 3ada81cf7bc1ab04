import { z } from 'zod';
import { productCategories } from './catalog';
import { defineCall } from './define-call';
import { id, MAX_DB_INT, pageOf, pageRequest } from './fields';
import { isoDate } from './orders/stores';

/*
 * The back office's content (decision 018): Home's banners, per language, drafted and previewed
 * before they are published, each shown on Home between its first and last Malaysian day and in
 * the office's order (docs/product.md#banners). The company's alone (PERMISSIONS: officeContentEdit).
 */

export const bannerLanguages = ['en', 'ms', 'zh'] as const;
export const bannerJumpTypes = ['category', 'product', 'page'] as const;
export type BannerJumpType = (typeof bannerJumpTypes)[number];

const title = (key: string) => z.string().trim().min(1, key).max(120);

/**
 * Where a banner may lead, by its type: a catalogue category's code, a product's id, or a page of
 * the app (a path of its own, `/pages/faq/faq`; no address of another site). The form checks the
 * same before it asks the server (banner-check.ts); the server also checks the product exists.
 */
export function bannerTargetProblem(type: BannerJumpType, value: string) {
  const v = value.trim();
  if (type === 'category') return (productCategories as readonly string[]).includes(v) ? null : 'officeBannerCategory';
  if (type === 'product') return /^[1-9]\d{0,9}$/.test(v) && Number(v) <= MAX_DB_INT ? null : 'officeBannerProduct';
  return /^\/(?!\/)[A-Za-z0-9/_-]*$/.test(v) ? null : 'officeBannerPage';
}

export const officeBannerInput = z
  .object({
    title: z.object({
      en: title('officeBannerTitleEn'),
      ms: title('officeBannerTitleMs'),
      zh: title('officeBannerTitleZh'),
    }),
    /** An upload id (purpose `banner`) or a demo image file name. */
    image: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{1,120}$/, 'officeBannerImage'),
    jumpType: z.enum(bannerJumpTypes),
    jumpValue: z.string().trim().max(200),
    /** Shown only to readers of this language; null: to everyone. */
    language: z.enum(bannerLanguages).nullable(),
    /** The first and last Malaysian day Home shows it, both included; null: open on that side. */
    startsOn: isoDate.nullable().default(null),
    endsOn: isoDate.nullable().default(null),
    /** Published on Home; false: a draft. */
    active: z.boolean(),
  })
  .superRefine((b, ctx) => {
    const target = bannerTargetProblem(b.jumpType, b.jumpValue);
    if (target) ctx.addIssue({ code: 'custom', message: target, path: ['jumpValue'] });
    if (b.startsOn && b.endsOn && b.endsOn < b.startsOn)
      ctx.addIssue({ code: 'custom', message: 'officeDateOrder', path: ['endsOn'] });
  });
export type OfficeBannerInput = z.input<typeof officeBannerInput>;

export const officeBannerSchema = z.object({
  id: z.number().int(),
  title: z.object({ en: z.string(), ms: z.string(), zh: z.string() }),
  image: z.string(),
  imageUrl: z.string(),
  jumpType: z.enum(bannerJumpTypes),
  jumpValue: z.string(),
  language: z.enum(bannerLanguages).nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  /** Its place in Home's order (1 first); the office changes it with officeBannerMove. */
  sort: z.number().int(),
  active: z.boolean(),
  clicks: z.number().int(),
});
export type OfficeBanner = z.infer<typeof officeBannerSchema>;

export const officeBannerPage = defineCall({
  path: '/api/app/office/content/banner/page',
  summary: 'Back office: every banner, drafts included, in Home order',
  auth: 'staff',
  mutating: false,
  payload: z.object({ ...pageRequest }),
  response: pageOf(officeBannerSchema),
});

export const officeBannerSave = defineCall({
  path: '/api/app/office/content/banner/save',
  summary:
    'Back office: add a banner (no id; it goes first) or change one; published ones show on Home at once, within their days',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id: id.optional(), banner: officeBannerInput }),
  response: officeBannerSchema,
});

export const officeBannerMove = defineCall({
  path: '/api/app/office/content/banner/move',
  summary: 'Back office: move a banner one place up or down in Home’s order; answers the new order',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id, direction: z.enum(['up', 'down']) }),
  response: z.object({ ids: z.array(z.number().int()) }),
});
