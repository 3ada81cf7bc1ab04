import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OfficeDictionaryEntry } from '@/shared/contract/office-dictionary';
import { splitEntry } from '@/shared/lib/entry-text';
import { EmptyState } from '@/shared/ui/empty-state';
import { confirm } from '@/shared/ui/modal';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { OfficeLink } from '../office-router';
import { errorText } from '../orders/orders-api';
import { useDictionary, useMoveDictionaryEntry, useRemoveDictionaryEntry } from './dictionary-api';
import { contentLangOf, type DictionaryKind } from './dictionary-kinds';
import { LoadFailed } from './load-failed';

/** What a FAQ or robot entry is called in the list, in the office's own language. */
export function entryName(kind: DictionaryKind, entry: OfficeDictionaryEntry, locale: string) {
  const text = entry.content[contentLangOf(locale)];
  if (kind.id === 'ROBOT')
    return {
      name: text,
      detail: entry.labelName
        .split(',')
        .map((k) => k.trim())
        .join(', '),
    };
  const { heading, text: answer } = splitEntry(text);
  return { name: heading ?? answer, detail: heading ? answer : '' };
}

/** The FAQ or the robot's answers, in the order customers see them: edit, move, remove, add. */
export function DictionaryList({ kind, kindKey }: { kind: DictionaryKind; kindKey: string }) {
  const { t, i18n } = useLingui();
  const query = useDictionary(kind.id);
  const move = useMoveDictionaryEntry();
  const remove = useRemoveDictionaryEntry();
  const busy = move.isPending || remove.isPending;
  const fail = (e: Error) => showToast(errorText(e));

  const removeEntry = async (entry: OfficeDictionaryEntry, name: string) => {
    const ok = await confirm({
      title: t`Remove this entry?`,
      content: t`“${name}” disappears from the app for every customer, in all three languages.`,
      confirmText: t`Remove`,
      cancelText: t`Cancel`,
    });
    if (ok) remove.mutate(entry.id, { onSuccess: () => showToast(t`Removed`), onError: fail });
  };

  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  const list = query.data.list;
  return (
    <>
      <div className="office-head">
        <p className="office-count">
          {kind.id === 'FAQ' ? (
            <Plural value={list.length} one="# question" other="# questions" />
          ) : (
            <Plural value={list.length} one="# answer" other="# answers" />
          )}
        </p>
        <OfficeLink to={`content/texts/${kindKey}/new`} className="roda-button office-head__action">
          {kind.id === 'FAQ' ? <Trans>Add question</Trans> : <Trans>Add answer</Trans>}
        </OfficeLink>
      </div>
      {list.length === 0 ? (
        <EmptyState title={t`Nothing here yet`} />
      ) : (
        <ol className="office-entries">
          {list.map((entry, index) => {
            const { name: fullName, detail } = entryName(kind, entry, i18n.locale);
            // the buttons' names repeat the entry's, shortened for screen readers
            const name = fullName.length > 60 ? `${fullName.slice(0, 60)}…` : fullName;
            return (
              <li key={entry.id} className="office-card office-entry">
                <div className="office-entry__text">
                  <OfficeLink to={`content/texts/${kindKey}/${entry.id}`} className="office-entry__name">
                    {name}
                  </OfficeLink>
                  {detail && <p className="office-entry__detail">{detail}</p>}
                </div>
                <div className="office-entry__actions">
                  <button
                    type="button"
                    className="office-icon-button"
                    disabled={busy || index === 0}
                    aria-label={t`Move up: ${name}`}
                    onClick={() => move.mutate({ id: entry.id, direction: 'up' }, { onError: fail })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="office-icon-button"
                    disabled={busy || index === list.length - 1}
                    aria-label={t`Move down: ${name}`}
                    onClick={() => move.mutate({ id: entry.id, direction: 'down' }, { onError: fail })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="office-text-button office-text-button--danger"
                    disabled={busy}
                    aria-label={t`Remove: ${name}`}
                    onClick={() => void removeEntry(entry, name)}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
