import { z } from 'zod';
import { defineCall } from './define-call';

// ---- marketing consent and the data protection officer (docs/product.md#marketing-consent) -------

/** The channels a marketing notice may use, each consented to on its own. */
export const marketingChannels = ['push', 'sms'] as const;
export type MarketingChannel = (typeof marketingChannels)[number];

/**
 * The versions of the consent wording the server accepts with a change. The text of each lives in
 * the app beside its version (src/features/notifications/marketing-wording.ts); a new text gets a
 * new version here, and a version no app shows any more is removed, so a change is never recorded
 * against words the person did not see.
 */
export const marketingWordingVersions = ['marketing-2026-11'] as const;
export type MarketingWordingVersion = (typeof marketingWordingVersions)[number];

export const marketingConsentSchema = z.object({
  channel: z.enum(marketingChannels),
  /** Off until the person turns it on (opt-in). */
  granted: z.boolean(),
  /** When the latest change was made; null when the person never chose. */
  since: z.string().nullable(),
  /** The wording shown at the latest change (any version ever used); null when never chose. */
  wordingVersion: z.string().nullable(),
});
export type MarketingConsent = z.infer<typeof marketingConsentSchema>;

export const marketingConsentList = defineCall({
  path: '/api/app/user/marketing-consent/list',
  summary: 'My consent to offers and service reminders, per channel (push, SMS): on or off, since when, which wording',
  auth: 'user',
  mutating: false,
  payload: z.object({}),
  response: z.object({ list: z.array(marketingConsentSchema) }),
});

export const marketingConsentSet = defineCall({
  path: '/api/app/user/marketing-consent/set',
  summary:
    'Turn offers and service reminders on or off on one channel, with the version of the wording shown; recorded with its time',
  auth: 'user',
  mutating: true,
  payload: z.object({
    channel: z.enum(marketingChannels),
    granted: z.boolean(),
    wordingVersion: z.enum(marketingWordingVersions),
  }),
  response: z.object({ list: z.array(marketingConsentSchema) }),
});

export const dataProtectionOfficerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type DataProtectionOfficer = z.infer<typeof dataProtectionOfficerSchema>;

export const dataProtectionOfficer = defineCall({
  path: '/api/app/user/data-protection-officer',
  summary:
    'Who to contact about personal data: the data protection officer (configured by DPO_NAME, DPO_EMAIL, DPO_PHONE)',
  auth: 'public',
  mutating: false,
  payload: z.object({}),
  response: dataProtectionOfficerSchema,
});
