import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import type { DictionaryItem } from '@/shared/contract/content';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { Collapse } from '@/shared/ui/collapse';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { dictionaryQueryOptions } from '../api/get-dictionary';
import { splitEntry } from '../entry-text';

interface DictionaryPageProps {
  dictionaryId: string;
  title: MessageDescriptor;
  /** FAQ shows every entry as a question that opens; the others show the first entry's text. */
  layout: 'faq' | 'document';
  /** Opens one question on arrival (FAQ deep links). */
  open?: number;
  /** Shown under the content (About us: the app version). */
  footer?: ReactNode;
}

/** FAQ, About us, Policy and User agreement: dictionary content in the current language. */
export function DictionaryPage({ dictionaryId, title, layout, open, footer }: DictionaryPageProps) {
  const { i18n, t } = useLingui();
  const goBack = useGoBack();
  const query = useQuery(dictionaryQueryOptions(dictionaryId));
  const heading = i18n._(title);

  return (
    <>
      <NavBar title={heading} onBack={goBack} />
      <main className="app-page app-content" aria-busy={query.isPending}>
        {query.isPending ? (
          <p className="app-muted" role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : query.isError ? (
          <EmptyState
            title={t`Could not load this page`}
            description={t`Check your connection and try again.`}
            action={
              <button type="button" className="roda-button roda-button--primary" onClick={() => void query.refetch()}>
                <Trans>Try again</Trans>
              </button>
            }
          />
        ) : query.data.length === 0 ? (
          <EmptyState title={t`Nothing here yet`} />
        ) : layout === 'faq' ? (
          <FaqList items={query.data} open={open} />
        ) : (
          <DocumentBody item={query.data[0] as DictionaryItem} />
        )}
        {footer}
      </main>
    </>
  );
}

function FaqList({ items, open }: { items: DictionaryItem[]; open?: number }) {
  return (
    <Collapse
      accordion
      headingLevel={2}
      defaultOpenKeys={open !== undefined ? [String(open)] : []}
      items={items.map((item) => {
        const { heading, text } = splitEntry(item.content);
        return {
          key: String(item.id),
          title: heading ?? text,
          content: <p className="app-prose">{heading ? text : ''}</p>,
        };
      })}
    />
  );
}

function DocumentBody({ item }: { item: DictionaryItem }) {
  const { heading, text } = splitEntry(item.content);
  return (
    <article className="app-document">
      {heading && <h2 className="app-document__title">{heading}</h2>}
      <div className="app-prose">{text}</div>
    </article>
  );
}
