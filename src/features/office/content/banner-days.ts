import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate } from '@/shared/lib/format';

type Days = { active: boolean; startsOn?: string | null | undefined; endsOn?: string | null | undefined };

/** Where a banner stands on a Malaysian day: a draft, on Home, waiting for its first day, or past its last. */
export type BannerShowing = 'draft' | 'onHome' | 'scheduled' | 'ended';

export function bannerShowing(b: Days, today: string): BannerShowing {
  if (!b.active) return 'draft';
  if (b.startsOn && b.startsOn > today) return 'scheduled';
  if (b.endsOn && b.endsOn < today) return 'ended';
  return 'onHome';
}

export const showingLabels: Record<BannerShowing, MessageDescriptor> = {
  draft: msg`Draft`,
  onHome: msg`On Home`,
  scheduled: msg`Scheduled`,
  ended: msg`Ended`,
};

/** "From Tue, 1 Dec 2026 to Thu, 31 Dec 2026", "From …", "Until …" or "Always (no dates)", in the reader's words. */
export function bannerDaysText(b: Days, i18n: I18n): string {
  const from = b.startsOn ? formatDate(b.startsOn, i18n.locale) : '';
  const to = b.endsOn ? formatDate(b.endsOn, i18n.locale) : '';
  if (from && to) return i18n._(msg`From ${from} to ${to}`);
  if (from) return i18n._(msg`From ${from}`);
  if (to) return i18n._(msg`Until ${to}`);
  return i18n._(msg`Always (no dates)`);
}
