import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { OfficeBannerInput } from '@/shared/contract/office-content';
import { malaysiaDateOf } from '@/shared/lib/malaysia-time';
import { bannerDaysText, bannerShowing, showingLabels } from './banner-days';
import { contentLangOf } from './dictionary-kinds';

export const languageLabels: Record<'all' | 'en' | 'ms' | 'zh', MessageDescriptor> = {
  all: msg`Every language`,
  en: msg`English readers`,
  ms: msg`Malay readers`,
  zh: msg`Chinese readers`,
};

/** A banner's title as its readers see it; a banner for every reader in the office's own language. */
export function bannerTitle(banner: Pick<OfficeBannerInput, 'title' | 'language'>, locale: string) {
  const lang = banner.language ?? contentLangOf(locale);
  return banner.title[lang] || banner.title.en;
}

/** Where a banner stands today (draft, on Home, scheduled, ended), who reads it, and its days. */
export function BannerStatus({ banner }: { banner: OfficeBannerInput }) {
  const { i18n } = useLingui();
  const showing = bannerShowing(banner, malaysiaDateOf(new Date()));
  return (
    <>
      <p className="office-banner-preview__meta">
        <span className={`office-badge office-badge--banner-${showing}`}>{i18n._(showingLabels[showing])}</span>{' '}
        {i18n._(languageLabels[banner.language ?? 'all'])}
      </p>
      <p className="office-banner-preview__meta">{bannerDaysText(banner, i18n)}</p>
    </>
  );
}

/** A banner as Home shows it, in the language its readers see, with its state. */
export function BannerPreview({ banner, imageUrl }: { banner: OfficeBannerInput; imageUrl: string }) {
  const { t, i18n } = useLingui();
  return (
    <div className="office-banner-preview">
      {imageUrl ? (
        <img src={imageUrl} alt="" />
      ) : (
        <div className="office-banner-preview__empty">{t`No picture yet`}</div>
      )}
      <p className="office-banner-preview__title">{bannerTitle(banner, i18n.locale) || '—'}</p>
      <BannerStatus banner={banner} />
    </div>
  );
}
