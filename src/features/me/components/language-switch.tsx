import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { locales, type Locale } from '@/shared/contract/envelope';
import { switchLocale } from '@/shared/lib/i18n';
import { hasStoredKey } from '@/shared/lib/session';
import { hideLoading, showLoading } from '@/shared/ui/loading';
import { confirm } from '@/shared/ui/modal';
import { endSession } from '../api/logout';
import { languageNames } from '../languages';

/** Language choice; switching forces a new login (docs/product.md#language). */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = useId();

  const choose = async (locale: Locale) => {
    if (locale === i18n.locale) return;
    if (hasStoredKey()) {
      const ok = await confirm({
        title: t`Change language`,
        content: t`Changing the language logs you out. Please log in again afterwards.`,
        confirmText: t`Change and log out`,
        cancelText: t`Cancel`,
      });
      if (!ok) return;
    }
    showLoading();
    try {
      await endSession();
      await switchLocale(locale);
      queryClient.clear();
    } finally {
      hideLoading();
    }
    void navigate({ to: '/pages/login/PhoneLogin', replace: true });
  };

  return (
    <fieldset className="me-language">
      <legend className="me-section__title">
        <Trans>Language</Trans>
      </legend>
      {locales.map((locale) => (
        <label key={locale} className="me-language__option" lang={locale}>
          <input
            type="radio"
            name={name}
            value={locale}
            checked={i18n.locale === locale}
            onChange={() => void choose(locale)}
          />
          <span>{languageNames[locale]}</span>
        </label>
      ))}
    </fieldset>
  );
}
