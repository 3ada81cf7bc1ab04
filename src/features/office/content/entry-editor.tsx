import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useId, useState, type ReactNode } from 'react';
import { composeFaq, DICTIONARY_ENTRY_MAX, type OfficeDictionaryEntry } from '@/shared/contract/office-dictionary';
import { splitEntry } from '@/shared/lib/entry-text';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { RequiredMark } from '../components/required-mark';
import { DocField, focusControl, type ControlProps } from '../documents/doc-field';
import { OfficeLink } from '../office-router';
import { errorText } from '../orders/orders-api';
import { useDictionary, useSaveDictionaryEntry } from './dictionary-api';
import { contentLangOf, contentLangs, langNames, type ContentLang, type DictionaryKind } from './dictionary-kinds';
import { DictionaryPreview } from './dictionary-preview';
import { LanguageTabs } from './language-tabs';
import { LoadFailed } from './load-failed';

type Draft = Record<ContentLang, { question: string; answer: string }>;

const draftOf = (kind: DictionaryKind, entry: OfficeDictionaryEntry | undefined): Draft => {
  const one = (lang: ContentLang) => {
    const content = entry?.content[lang] ?? '';
    if (kind.id !== 'FAQ') return { question: '', answer: content };
    const { heading, text } = splitEntry(content);
    return { question: heading ?? '', answer: heading ? text : content };
  };
  return { en: one('en'), ms: one('ms'), zh: one('zh') };
};

const answerMissing = {
  en: msg`Enter the English answer`,
  ms: msg`Enter the Malay answer`,
  zh: msg`Enter the Chinese answer`,
};
const questionMissing = {
  en: msg`Enter the English question`,
  ms: msg`Enter the Malay question`,
  zh: msg`Enter the Chinese question`,
};

/** /office/content/texts/<faq|robot>/<id|new>: one entry's form beside its preview. */
export function EntryEditor(props: { kind: DictionaryKind; kindKey: string; id: number | null; onDone: () => void }) {
  const { t } = useLingui();
  const query = useDictionary(props.kind.id);
  if (props.id !== null && query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  if (props.id !== null && query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  const entry = props.id === null ? undefined : query.data?.list.find((e) => e.id === props.id);
  if (props.id !== null && !entry) return <EmptyState title={t`This entry no longer exists`} />;
  return <EntryForm key={entry?.id ?? 'new'} {...props} entry={entry} />;
}

function EntryForm({
  kind,
  kindKey,
  entry,
  onDone,
}: {
  kind: DictionaryKind;
  kindKey: string;
  entry: OfficeDictionaryEntry | undefined;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveDictionaryEntry();
  const [lang, setLang] = useState<ContentLang>(contentLangOf(i18n.locale));
  const [draft, setDraft] = useState<Draft>(() => draftOf(kind, entry));
  const [keywords, setKeywords] = useState(entry?.labelName ?? '');
  const [error, setError] = useState<string | null>(null);
  const faq = kind.id === 'FAQ';
  const contentOf = (l: ContentLang) => (faq ? composeFaq(draft[l].question, draft[l].answer) : draft[l].answer.trim());
  const set = (field: 'question' | 'answer', value: string) =>
    setDraft((d) => ({ ...d, [lang]: { ...d[lang], [field]: value } }));
  const name = i18n._(langNames[lang]);
  // once Publish was tried, each empty field says so beside it until it is filled
  const [checked, setChecked] = useState(false);
  const ids = { keywords: useId(), question: useId(), answer: useId() };
  const noKeywords = !faq && keywords.split(',').every((k) => k.trim() === '');
  const noQuestion = (l: ContentLang) => faq && draft[l].question.trim() === '';
  const noAnswer = (l: ContentLang) => draft[l].answer.trim() === '';
  const errorOf = {
    keywords: checked && noKeywords ? t`Give the robot at least one keyword, separated by commas` : null,
    question: checked && noQuestion(lang) ? i18n._(questionMissing[lang]) : null,
    answer: checked && noAnswer(lang) ? i18n._(answerMissing[lang]) : null,
  };

  const publish = () => {
    setError(null);
    setChecked(true);
    // the keywords first, then each language's question and answer: the first empty one is focused
    if (noKeywords) {
      focusControl(ids.keywords);
      return;
    }
    const empty = contentLangs.find((l) => noQuestion(l) || noAnswer(l));
    if (empty) {
      setLang(empty);
      focusControl(noQuestion(empty) ? ids.question : ids.answer);
      return;
    }
    const content = { en: contentOf('en'), ms: contentOf('ms'), zh: contentOf('zh') };
    save.mutate(
      { id: entry?.id, dictionaryId: kind.id, labelName: faq ? (entry?.labelName ?? '') : keywords, content },
      {
        onSuccess: () => {
          showToast(t`Published`);
          onDone();
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };

  return (
    <div className="office-dictionary-edit">
      <form
        className="office-card office-dictionary-form"
        aria-label={faq ? t`Question and answer` : t`Robot answer`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          publish();
        }}
      >
        {!faq && (
          <Checked id={ids.keywords} error={errorOf.keywords} label={t`Keywords (all languages, separated by commas)`}>
            {(control) => (
              <input
                {...control}
                className="app-input"
                maxLength={500}
                value={keywords}
                placeholder={t`e.g. hours, waktu, 营业时间`}
                onChange={(e) => setKeywords(e.target.value)}
              />
            )}
          </Checked>
        )}
        <LanguageTabs
          lang={lang}
          onLang={setLang}
          missing={(l) => draft[l].answer.trim() === '' || (faq && draft[l].question.trim() === '')}
        >
          {faq && (
            <Checked id={ids.question} error={errorOf.question} label={<Trans>Question in {name}</Trans>}>
              {(control) => (
                <input
                  {...control}
                  className="app-input"
                  maxLength={300}
                  lang={lang === 'zh' ? 'zh-Hans' : lang}
                  value={draft[lang].question}
                  onChange={(e) => set('question', e.target.value)}
                />
              )}
            </Checked>
          )}
          <Checked id={ids.answer} error={errorOf.answer} label={<Trans>Answer in {name}</Trans>}>
            {(control) => (
              <textarea
                {...control}
                className="app-input office-textarea"
                maxLength={DICTIONARY_ENTRY_MAX}
                lang={lang === 'zh' ? 'zh-Hans' : lang}
                value={draft[lang].answer}
                onChange={(e) => set('answer', e.target.value)}
              />
            )}
          </Checked>
        </LanguageTabs>
        {error && (
          <p className="office-error" role="alert">
            {error}
          </p>
        )}
        <div className="office-dictionary-form__buttons">
          <OfficeLink to={`content/texts/${kindKey}`} className="roda-button roda-button--secondary">
            <Trans>Cancel</Trans>
          </OfficeLink>
          <button type="submit" className="roda-button roda-button--primary" disabled={save.isPending}>
            <Trans>Publish</Trans>
          </button>
        </div>
      </form>
      <DictionaryPreview
        kind={kind}
        lang={lang}
        content={faq && draft[lang].question.trim() === '' && draft[lang].answer.trim() === '' ? '' : contentOf(lang)}
        question={keywords.split(',')[0]?.trim()}
      />
    </div>
  );
}

/** A required field of the entry form: "Required" beside its label, its error under it. */
function Checked({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error: string | null;
  children: (control: ControlProps & { 'aria-required': true }) => ReactNode;
}) {
  return (
    <DocField
      id={id}
      label={
        <>
          {label}
          <RequiredMark />
        </>
      }
      error={error ?? undefined}
    >
      {(control) => children({ ...control, 'aria-required': true })}
    </DocField>
  );
}
