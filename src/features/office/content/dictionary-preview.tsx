import { Trans, useLingui } from '@lingui/react/macro';
import { DocumentText, FaqEntries } from '@/shared/ui/dictionary-text';
import { langNames, type ContentLang, type DictionaryKind } from './dictionary-kinds';

type PreviewProps = {
  kind: DictionaryKind;
  lang: ContentLang;
  /** The draft in that language, as it will be stored (a FAQ entry: question, blank line, answer). */
  content: string;
  /** A robot entry's first keyword, shown as the customer's question. */
  question?: string;
};

/**
 * The draft as the customer app shows it, in one language, before it is published: the FAQ and
 * documents through the customer's own components (shared/ui/dictionary-text), a robot answer
 * as a reply in the help chat.
 */
export function DictionaryPreview({ kind, lang, content, question }: PreviewProps) {
  const { t, i18n } = useLingui();
  const empty = content.trim() === '';
  return (
    <aside className="office-card office-dictionary-preview" aria-labelledby="office-dictionary-preview-title">
      <h2 id="office-dictionary-preview-title">
        <Trans>Preview: {i18n._(langNames[lang])}</Trans>
      </h2>
      <div className="office-phone">
        <p className="office-phone__bar">{i18n._(kind.title)}</p>
        <div className="office-phone__screen" lang={lang === 'zh' ? 'zh-Hans' : lang}>
          {empty ? (
            <p className="office-phone__empty">{t`Nothing written in this language yet.`}</p>
          ) : kind.id === 'FAQ' ? (
            <FaqEntries items={[{ id: 0, content }]} open={0} />
          ) : kind.id === 'ROBOT' ? (
            <ol className="office-chat">
              <li className="office-chat__line" data-from="user">
                {question || '…'}
              </li>
              <li className="office-chat__line" data-from="robot">
                {content}
              </li>
            </ol>
          ) : (
            <DocumentText content={content} />
          )}
        </div>
      </div>
    </aside>
  );
}
