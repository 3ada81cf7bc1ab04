import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useId, useState } from 'react';
import type { OfficeDictionaryEntry } from '@/shared/contract/office-dictionary';
import { DICTIONARY_TEXT_MAX } from '@/shared/contract/office-dictionary';
import { EmptyState } from '@/shared/ui/empty-state';
import { confirm } from '@/shared/ui/modal';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { RequiredMark } from '../components/required-mark';
import { focusControl } from '../documents/doc-field';
import { errorText } from '../orders/orders-api';
import { useDictionary, useSaveDictionaryEntry } from './dictionary-api';
import { contentLangOf, contentLangs, langNames, type ContentLang, type DictionaryKind } from './dictionary-kinds';
import { DictionaryPreview } from './dictionary-preview';
import { LanguageTabs } from './language-tabs';
import { LoadFailed } from './load-failed';

/** The server's words for an empty language (officeDictionaryText…), in the office's language. */
const textMissing = {
  en: msg`Enter the English text`,
  ms: msg`Enter the Malay text`,
  zh: msg`Enter the Chinese text`,
};

/** Privacy policy, user agreement or about us: one text per language, previewed, then published. */
export function TextEditor({ kind }: { kind: DictionaryKind }) {
  const { t } = useLingui();
  const query = useDictionary(kind.id);
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  const entry = query.data.list[0];
  if (!entry) return <EmptyState title={t`This text is missing`} description={t`Ask a developer to restore it.`} />;
  return <TextForm key={entry.id} kind={kind} entry={entry} />;
}

function TextForm({ kind, entry }: { kind: DictionaryKind; entry: OfficeDictionaryEntry }) {
  const { t, i18n } = useLingui();
  const save = useSaveDictionaryEntry();
  const [lang, setLang] = useState<ContentLang>(contentLangOf(i18n.locale));
  const [content, setContent] = useState(entry.content);
  const [error, setError] = useState<string | null>(null);
  // once Publish was tried, an empty language says so beside its text until it is filled
  const [checked, setChecked] = useState(false);
  const changed = contentLangs.some((l) => content[l] !== entry.content[l]);
  const title = i18n._(kind.title);
  const missing = (l: ContentLang) => content[l].trim() === '';
  const ids = { text: useId(), error: useId() };
  const textError = checked && missing(lang) ? i18n._(textMissing[lang]) : null;

  const publish = async () => {
    setError(null);
    setChecked(true);
    // every language is checked before "Publish?": the first empty one is opened and its text focused
    const empty = contentLangs.find(missing);
    if (empty) {
      setLang(empty);
      focusControl(ids.text);
      return;
    }
    const ok = await confirm({
      title: t`Publish ${title}?`,
      content: t`Customers see the new text at once, in every language you changed.`,
      confirmText: t`Publish`,
      cancelText: t`Cancel`,
    });
    if (!ok) return;
    save.mutate(
      { id: entry.id, dictionaryId: kind.id, content },
      { onSuccess: () => showToast(t`Published`), onError: (e) => setError(errorText(e)) },
    );
  };

  return (
    <div className="office-dictionary-edit">
      <form
        className="office-card office-dictionary-form"
        aria-label={title}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void publish();
        }}
      >
        <LanguageTabs lang={lang} onLang={setLang} missing={missing}>
          <div className="office-field office-doc-field">
            <label htmlFor={ids.text} className="office-doc-field__label">
              <Trans>Text in {i18n._(langNames[lang])}</Trans>
              <RequiredMark />
            </label>
            <textarea
              id={ids.text}
              className="app-input office-textarea office-textarea--long"
              maxLength={DICTIONARY_TEXT_MAX}
              lang={lang === 'zh' ? 'zh-Hans' : lang}
              aria-required="true"
              aria-invalid={textError ? true : undefined}
              aria-describedby={textError ? ids.error : undefined}
              value={content[lang]}
              onChange={(e) => setContent((c) => ({ ...c, [lang]: e.target.value }))}
            />
            {textError && (
              <span id={ids.error} className="office-doc-field__error">
                {textError}
              </span>
            )}
          </div>
          <p className="office-hint">
            <Trans>Separate paragraphs with a blank line. The first paragraph is shown as the title.</Trans>
          </p>
        </LanguageTabs>
        {error && (
          <p className="office-error" role="alert">
            {error}
          </p>
        )}
        <div className="office-dictionary-form__buttons">
          <button
            type="button"
            className="roda-button roda-button--secondary"
            disabled={!changed || save.isPending}
            onClick={() => setContent(entry.content)}
          >
            <Trans>Discard changes</Trans>
          </button>
          <button type="submit" className="roda-button roda-button--primary" disabled={!changed || save.isPending}>
            <Trans>Publish</Trans>
          </button>
        </div>
      </form>
      <DictionaryPreview kind={kind} lang={lang} content={content[lang]} />
    </div>
  );
}
