import { z } from 'zod';
import { defineCall } from './define-call';
import { pageOf, pageRequest } from './fields';

/*
 * Back office, releases (decision 018): publish a release (the same code as `npm run release`,
 * server/release/publish-version.ts) and see adoption, devices per app version from the version
 * header of recent requests. The company only. Messages are server text keys (texts/office-releases.ts).
 */

const version = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+){0,3}$/, 'releaseVersionFormat');
const notes = (key: string) => z.string().trim().min(1, key).max(2000);

export const releaseSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  minSupportedVersion: z.string(),
  notes: z.object({ en: z.string(), ms: z.string(), zh: z.string() }),
  releasedAt: z.string(),
});
export type Release = z.infer<typeof releaseSchema>;

export const officeReleasePage = defineCall({
  path: '/api/app/office/release/page',
  summary: 'Back office: app releases, newest first',
  auth: 'staff',
  mutating: false,
  payload: z.object({ ...pageRequest }),
  response: pageOf(releaseSchema),
});

export const officeReleasePublish = defineCall({
  path: '/api/app/office/release/publish',
  summary:
    'Back office: publish a release (version, notes in three languages, minimum supported version); phones on an older version are asked to update',
  auth: 'staff',
  mutating: true,
  payload: z.object({
    version,
    minSupportedVersion: version,
    notes: z.object({
      en: notes('releaseNotesEn'),
      ms: notes('releaseNotesMs'),
      zh: notes('releaseNotesZh'),
    }),
  }),
  response: z.object({ version: z.string(), previous: z.string().nullable(), minSupportedVersion: z.string() }),
});

export const officeReleaseAdoption = defineCall({
  path: '/api/app/office/release/adoption',
  summary: 'Back office: devices per app version over the last days (each device once, under its newest version)',
  auth: 'staff',
  mutating: false,
  payload: z.object({ days: z.number().int().min(1).max(90).default(7) }),
  response: z.object({
    days: z.number().int(),
    total: z.number().int(),
    versions: z.array(z.object({ version: z.string(), devices: z.number().int() })),
  }),
});
