import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useCategories } from '@/shared/api/get-categories';
import type { OfficeBannerInput } from '@/shared/contract/office-content';
import { RequiredMark } from '../components/required-mark';
import { DocField } from '../documents/doc-field';
import type { BannerErrors, BannerField } from './banner-check';

type Props = {
  banner: OfficeBannerInput;
  /** The ids of the form's controls, by field (the focus moves to the first wrong one). */
  idOf: (field: BannerField) => string;
  errors: BannerErrors;
  onChange: (patch: Partial<OfficeBannerInput>) => void;
};

/** A field's error in the office's language, or none. */
function useErrorOf(errors: BannerErrors) {
  const { i18n } = useLingui();
  return (field: BannerField) => {
    const e = errors[field];
    return e ? i18n._(e) : undefined;
  };
}

/** The title in English, Malay and Chinese: all three are needed, each says so. */
export function BannerTitles({ banner, idOf, errors, onChange }: Props) {
  const { t } = useLingui();
  const errorOf = useErrorOf(errors);
  const labels: Record<'en' | 'ms' | 'zh', ReactNode> = {
    en: t`Title (English)`,
    ms: t`Title (Malay)`,
    zh: t`Title (Chinese)`,
  };
  return (['en', 'ms', 'zh'] as const).map((lang) => (
    <DocField
      key={lang}
      id={idOf(`title.${lang}`)}
      label={
        <>
          {labels[lang]}
          <RequiredMark />
        </>
      }
      error={errorOf(`title.${lang}`)}
    >
      {(control) => (
        <input
          {...control}
          className="app-input"
          maxLength={120}
          aria-required="true"
          lang={lang === 'zh' ? 'zh-Hans' : lang}
          value={banner.title[lang]}
          onChange={(e) => onChange({ title: { ...banner.title, [lang]: e.target.value } })}
        />
      )}
    </DocField>
  ));
}

/** Where a tap leads: a category chosen from the catalogue's, a product's number or a page's path. */
export function BannerTarget({ banner, idOf, errors, onChange }: Props) {
  const { t } = useLingui();
  const categories = useCategories();
  const error = useErrorOf(errors)('jumpValue');
  const id = idOf('jumpValue');
  return (
    <div className="office-banner-form__row">
      <label className="office-field">
        <span>{t`Leads to`}</span>
        <select
          className="app-input"
          value={banner.jumpType}
          // another kind of target: what was typed for the old one means nothing to the new one
          onChange={(e) => onChange({ jumpType: e.target.value as OfficeBannerInput['jumpType'], jumpValue: '' })}
        >
          <option value="category">{t`A category`}</option>
          <option value="product">{t`A product`}</option>
          <option value="page">{t`A page of the app`}</option>
        </select>
      </label>
      {banner.jumpType === 'category' ? (
        <DocField id={id} label={t`Category`} error={error}>
          {(control) => (
            <select
              {...control}
              className="app-input"
              aria-required="true"
              value={banner.jumpValue}
              onChange={(e) => onChange({ jumpValue: e.target.value })}
            >
              <option value="">{t`Choose a category`}</option>
              {categories.data?.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
              {/* a code the catalogue no longer lists stays shown, so its error makes sense */}
              {banner.jumpValue && categories.data && !categories.data.some((c) => c.code === banner.jumpValue) && (
                <option value={banner.jumpValue}>{banner.jumpValue}</option>
              )}
            </select>
          )}
        </DocField>
      ) : (
        <DocField
          id={id}
          label={banner.jumpType === 'product' ? t`Product number` : t`Page of the app`}
          hint={
            banner.jumpType === 'product'
              ? t`The number at the end of the product’s address in the back office: 12 in /office/products/12`
              : t`A path of the app starting with /, e.g. /pages/faq/faq`
          }
          error={error}
        >
          {(control) => (
            <input
              {...control}
              className="app-input"
              aria-required="true"
              inputMode={banner.jumpType === 'product' ? 'numeric' : 'url'}
              maxLength={200}
              value={banner.jumpValue}
              onChange={(e) => onChange({ jumpValue: e.target.value })}
            />
          )}
        </DocField>
      )}
    </div>
  );
}

/** The first and last Malaysian day Home shows the banner; either may stay empty. */
export function BannerDays({ banner, idOf, errors, onChange }: Props) {
  const { t } = useLingui();
  const errorOf = useErrorOf(errors);
  return (
    <div className="office-banner-form__days">
      <DocField
        id={idOf('startsOn')}
        label={t`First day (optional)`}
        hint={t`Empty: from the day it is published`}
        error={errorOf('startsOn')}
      >
        {(control) => (
          <input
            {...control}
            type="date"
            className="app-input"
            value={banner.startsOn ?? ''}
            onChange={(e) => onChange({ startsOn: e.target.value || null })}
          />
        )}
      </DocField>
      <DocField
        id={idOf('endsOn')}
        label={t`Last day (optional)`}
        hint={t`Empty: until it is unpublished`}
        error={errorOf('endsOn')}
      >
        {(control) => (
          <input
            {...control}
            type="date"
            className="app-input"
            min={banner.startsOn ?? undefined}
            value={banner.endsOn ?? ''}
            onChange={(e) => onChange({ endsOn: e.target.value || null })}
          />
        )}
      </DocField>
    </div>
  );
}
