import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/shared/ui/empty-state';
import { ContentNav } from '../content/content-nav';
import { DictionaryList } from '../content/dictionary-list';
import { dictionaryKindOf, type DictionaryKindKey } from '../content/dictionary-kinds';
import { TextEditor } from '../content/text-editor';
import type { OfficeSectionProps } from '../office-router';

/** /office/content/texts/<faq|robot|policy|agreement|about>: the list or the text, with the Content pages above. */
export default function DictionarySection({ params }: OfficeSectionProps) {
  const { t, i18n } = useLingui();
  const kind = dictionaryKindOf(params.kind);
  if (!kind) return <EmptyState title={t`Page not found`} />;
  return (
    <section className="office-section" aria-labelledby="office-dictionary-title">
      <ContentNav current={params.kind as DictionaryKindKey} />
      <div className="office-head">
        <h1 id="office-dictionary-title">{i18n._(kind.title)}</h1>
      </div>
      {kind.list ? <DictionaryList kind={kind} kindKey={params.kind ?? ''} /> : <TextEditor kind={kind} />}
    </section>
  );
}
