import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MarketingWordingVersion } from '@/shared/contract/privacy-consent';

/**
 * The words a person agrees to when they turn on offers and service reminders, and their version,
 * kept together (docs/product.md#marketing-consent): the version travels with every change and is
 * recorded beside it. Any change to the text, in any language, needs a new version, added to the
 * contract's marketingWordingVersions (the server refuses a version it does not list).
 */
export const MARKETING_WORDING: { version: MarketingWordingVersion; text: MessageDescriptor } = {
  version: 'marketing-2026-11',
  text: msg`Roda may send you offers on parts and services, and remind you when your car is due a service. We use your name, phone number and your cars' details for this, and nothing else. Turn it off here at any time.`,
};
