import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { OfficeBannerInput } from '@/shared/contract/office-content';

export const languageLabels: Record<'all' | 'en' | 'ms' | 'zh', MessageDescriptor> = {
  all: msg`Every language`,
  en: msg`English readers`,
  ms: msg`Malay readers`,
  zh: msg`Chinese readers`,
};

/** A banner as Home shows it, in the language its readers see, with its state. */
export function BannerPreview({ banner, imageUrl }: { banner: OfficeBannerInput; imageUrl: string }) {
  const { t, i18n } = useLingui();
  const lang = banner.language ?? 'en';
  return (
    <div className="office-banner-preview">
      {imageUrl ? (
        <img src={imageUrl} alt="" />
      ) : (
        <div className="office-banner-preview__empty">{t`No picture yet`}</div>
      )}
      <p className="office-banner-preview__title">{banner.title[lang] || '—'}</p>
      <p className="office-banner-preview__meta">
        <span className={`office-badge${banner.active ? ' office-badge--completed' : ''}`}>
          {banner.active ? t`Published` : t`Draft`}
        </span>{' '}
        {i18n._(languageLabels[banner.language ?? 'all'])}
      </p>
    </div>
  );
}
