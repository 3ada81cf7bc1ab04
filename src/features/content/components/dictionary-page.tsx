import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import type { DictionaryItem } from '@/shared/contract/content';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { DocumentText, FaqEntries } from '@/shared/ui/dictionary-text';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { dictionaryQueryOptions } from '../api/get-dictionary';

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
          <FaqEntries items={query.data} open={open} />
        ) : (
          <DocumentText content={(query.data[0] as DictionaryItem).content} />
        )}
        {footer}
      </main>
    </>
  );
}
