import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OfficeDictionaryEntry } from '@/shared/contract/office-dictionary';
import { DICTIONARY_TEXT_MAX } from '@/shared/contract/office-dictionary';
import { EmptyState } from '@/shared/ui/empty-state';
import { confirm } from '@/shared/ui/modal';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { errorText } from '../orders/orders-api';
import { useDictionary, useSaveDictionaryEntry } from './dictionary-api';
import { contentLangOf, contentLangs, langNames, type ContentLang, type DictionaryKind } from './dictionary-kinds';
import { DictionaryPreview } from './dictionary-preview';
import { LanguageTabs } from './language-tabs';
import { LoadFailed } from './load-failed';

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
  const changed = contentLangs.some((l) => content[l] !== entry.content[l]);
  const title = i18n._(kind.title);

  const publish = async () => {
    setError(null);
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
        <LanguageTabs lang={lang} onLang={setLang} missing={(l) => content[l].trim() === ''}>
          <label className="office-field">
            <span>
              <Trans>Text in {i18n._(langNames[lang])}</Trans>
            </span>
            <textarea
              className="app-input office-textarea office-textarea--long"
              maxLength={DICTIONARY_TEXT_MAX}
              value={content[lang]}
              onChange={(e) => setContent((c) => ({ ...c, [lang]: e.target.value }))}
            />
          </label>
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
