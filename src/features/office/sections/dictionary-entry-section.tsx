import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/shared/ui/empty-state';
import { dictionaryKindOf } from '../content/dictionary-kinds';
import { EntryEditor } from '../content/entry-editor';
import { OfficeLink, useOfficeNavigate, type OfficeSectionProps } from '../office-router';

/** /office/content/texts/<faq|robot>/new adds an entry; /<id> edits one. */
export default function DictionaryEntrySection({ params }: OfficeSectionProps) {
  const { t, i18n } = useLingui();
  const go = useOfficeNavigate();
  const kind = dictionaryKindOf(params.kind);
  const kindKey = params.kind ?? '';
  const id = params.id ?? '';
  if (!kind?.list || (id !== 'new' && !/^\d+$/.test(id))) return <EmptyState title={t`Page not found`} />;
  const title = i18n._(kind.title);
  return (
    <section className="office-section" aria-labelledby="office-entry-title">
      <OfficeLink to={`content/texts/${kindKey}`} className="office-back">
        ← {title}
      </OfficeLink>
      <div className="office-head">
        <h1 id="office-entry-title">
          {id === 'new'
            ? kind.id === 'FAQ'
              ? t`New question`
              : t`New robot answer`
            : kind.id === 'FAQ'
              ? t`Edit question`
              : t`Edit robot answer`}
        </h1>
      </div>
      <EntryEditor
        kind={kind}
        kindKey={kindKey}
        id={id === 'new' ? null : Number(id)}
        onDone={() => go(`content/texts/${kindKey}`)}
      />
    </section>
  );
}
