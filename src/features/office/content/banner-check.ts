import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { bannerTargetProblem, type OfficeBannerInput } from '@/shared/contract/office-content';

/** The banner form's fields that can be wrong, in the order the form shows them. */
export const bannerFields = ['title.en', 'title.ms', 'title.zh', 'jumpValue', 'startsOn', 'endsOn', 'image'] as const;
export type BannerField = (typeof bannerFields)[number];
export type BannerErrors = Partial<Record<BannerField, MessageDescriptor>>;

const titleMissing = {
  en: msg`Enter the title in English`,
  ms: msg`Enter the title in Malay`,
  zh: msg`Enter the title in Chinese`,
};

/** The server's words for a wrong target (server/i18n office texts), in the office's language. */
const targetProblems: Record<string, MessageDescriptor> = {
  officeBannerCategory: msg`Choose the category the banner opens`,
  officeBannerProduct: msg`Enter the product’s number (digits only, as in its address in the back office)`,
  officeBannerPage: msg`Enter a page of the app, starting with / (e.g. /pages/faq/faq)`,
};

const validDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the server would refuse, checked before it is asked (and before "Publish?"): the same rules
 * as the contract (officeBannerInput), a draft included, since the server keeps no half-made banner.
 * Whether a product number belongs to a product only the server can say.
 */
export function checkBanner(banner: OfficeBannerInput): BannerErrors {
  const errors: BannerErrors = {};
  for (const lang of ['en', 'ms', 'zh'] as const)
    if (banner.title[lang].trim() === '') errors[`title.${lang}`] = titleMissing[lang];
  const target = bannerTargetProblem(banner.jumpType, banner.jumpValue);
  if (target) errors.jumpValue = targetProblems[target] ?? targetProblems.officeBannerCategory;
  const { startsOn, endsOn } = banner;
  if (startsOn && !validDay.test(startsOn)) errors.startsOn = msg`Enter a date`;
  if (endsOn && !validDay.test(endsOn)) errors.endsOn = msg`Enter a date`;
  else if (startsOn && endsOn && endsOn < startsOn) errors.endsOn = msg`The last day must be on or after the first day`;
  if (banner.image.trim() === '') errors.image = msg`Upload a picture for the banner`;
  return errors;
}

/** The first wrong field in the form's order, to move the focus to. */
export const firstWrong = (errors: BannerErrors) => bannerFields.find((f) => errors[f] !== undefined);
