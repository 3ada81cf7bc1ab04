import { z } from 'zod';
import { defineCall } from './define-call';
import { companyId, id } from './fields';

export const dictionaryIds = ['USERDEV', 'FAQ', 'POLICY', 'USER_AGREEMENT', 'ABOUT_US', 'ROBOT'] as const;

export const dictionaryItemSchema = z.object({
  id: z.number().int(),
  dictionaryId: z.string(),
  labelName: z.string(),
  content: z.string(),
  sort: z.number().int(),
});
export type DictionaryItem = z.infer<typeof dictionaryItemSchema>;

export const dictionaryInfo = defineCall({
  path: '/api/user/dictionary/dictionary-info',
  summary: 'Dictionary entries in the request language; USERDEV gives the latest app version first',
  auth: 'public',
  mutating: false,
  payload: z.object({ companyId, dictionaryId: z.string().min(1).max(64) }),
  response: z.array(dictionaryItemSchema),
});

export const appVersion = defineCall({
  path: '/api/app/user/sel/app-version',
  summary: 'The latest released app version and the oldest the API still accepts',
  auth: 'public',
  mutating: false,
  payload: z.object({ companyId: companyId.default(1) }),
  response: z.object({ version: z.string(), minSupportedVersion: z.string(), releasedAt: z.string() }),
});

export const bannerJumpTarget = z.object({
  type: z.enum(['category', 'product', 'page']),
  value: z.string(),
});

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  jump: bannerJumpTarget,
});
export type Banner = z.infer<typeof bannerSchema>;

export const homeBanners = defineCall({
  path: '/api/app/user/home/banner',
  summary: 'Home page banners in the request language',
  auth: 'public',
  mutating: false,
  payload: z.object({ companyId: companyId.default(1) }),
  response: z.array(bannerSchema),
});

export const bannerJump = defineCall({
  path: '/api/app/user/home/banner-jump',
  summary: 'Record a banner tap and return where it leads',
  auth: 'public',
  mutating: false,
  payload: z.object({ id }),
  response: bannerJumpTarget,
});

export const health = defineCall({
  path: '/api/health',
  summary: 'Liveness and database reachability',
  auth: 'public',
  mutating: false,
  payload: z.object({}),
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), uptimeSeconds: z.number() }),
});
