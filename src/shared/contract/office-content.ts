import { z } from 'zod';
import { defineCall } from './define-call';
import { id, pageOf, pageRequest } from './fields';

/*
 * The back office's content (decision 018): Home's banners, per language, drafted and previewed
 * before they are published. The company's alone (PERMISSIONS: officeContentEdit).
 */

export const bannerLanguages = ['en', 'ms', 'zh'] as const;
export const bannerJumpTypes = ['category', 'product', 'page'] as const;

const title = (key: string) => z.string().trim().min(1, key).max(120);

export const officeBannerInput = z.object({
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
  jumpValue: z.string().trim().min(1, 'officeBannerTarget').max(200),
  /** Shown only to readers of this language; null: to everyone. */
  language: z.enum(bannerLanguages).nullable(),
  sort: z.number().int().min(0).max(1000).default(0),
  /** Published on Home; false: a draft. */
  active: z.boolean(),
});
export type OfficeBannerInput = z.input<typeof officeBannerInput>;

export const officeBannerSchema = officeBannerInput.extend({
  id: z.number().int(),
  imageUrl: z.string(),
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
  summary: 'Back office: add a banner (no id) or change one; published ones show on Home at once',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id: id.optional(), banner: officeBannerInput }),
  response: officeBannerSchema,
});
