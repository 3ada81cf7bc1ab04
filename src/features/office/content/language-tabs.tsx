import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Tabs } from '@/shared/ui/tabs';
import { contentLangs, langNames, type ContentLang } from './dictionary-kinds';

const tabId = (lang: string) => `office-lang-tab-${lang}`;
const panelId = (lang: string) => `office-lang-panel-${lang}`;

/**
 * English, Malay and Chinese as tabs over one language's fields; the preview follows the chosen
 * tab. A language still empty says so in its tab, so a missing translation is seen before Publish.
 */
export function LanguageTabs({
  lang,
  onLang,
  missing,
  children,
}: {
  lang: ContentLang;
  onLang: (lang: ContentLang) => void;
  missing: (lang: ContentLang) => boolean;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <Tabs
        label={t`Language`}
        value={lang}
        onChange={(key) => onLang(key as ContentLang)}
        tabId={tabId}
        panelId={panelId}
        items={contentLangs.map((l) => ({
          key: l,
          label: missing(l) ? t`${i18n._(langNames[l])} (empty)` : i18n._(langNames[l]),
        }))}
      />
      <div role="tabpanel" id={panelId(lang)} aria-labelledby={tabId(lang)} className="office-lang-panel">
        {children}
      </div>
    </>
  );
}
