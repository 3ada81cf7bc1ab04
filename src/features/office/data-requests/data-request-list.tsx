import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { DataRequestEntry } from '@/shared/contract/office-data-requests';
import { errorText } from '@/shared/lib/api-client';
import { formatDateTime } from '@/shared/lib/format';
import { roleLabels } from '@/shared/lib/labels';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { Pager } from '../components/pager';
import { DATA_REQUEST_PAGE_SIZE, useDataRequests, type DataRequestKind } from './data-requests-api';

const kindLabels: Record<DataRequestKind, MessageDescriptor> = {
  export: msg`Copy of data`,
  deletion: msg`Account deletion`,
};

const statusLabels: Record<DataRequestEntry['status'], MessageDescriptor> = {
  preparing: msg`Preparing`,
  ready: msg`Ready to download`,
  expired: msg`Download expired`,
  failed: msg`Failed`,
  done: msg`Done`,
  refused: msg`Refused`,
};

/**
 * The data requests log (docs/product.md#data-requests-log): copies of data and account deletions,
 * newest first, filtered by kind, a page at a time. The company only (the server checks it too).
 */
export function DataRequestList({
  pageNo,
  kind,
  onSearch,
}: {
  pageNo: number;
  kind: DataRequestKind | undefined;
  onSearch: (pageNo: number, kind: DataRequestKind | undefined) => void;
}) {
  const { t } = useLingui();
  const query = useDataRequests(pageNo, kind);
  const total = query.data?.total ?? 0;
  return (
    <section className="office-section" aria-labelledby="office-data-requests-title">
      <div className="office-head">
        <h1 id="office-data-requests-title">
          <Trans>Data requests</Trans>
        </h1>
      </div>
      <p className="office-data-requests__hint">
        <Trans>
          Every request for a copy of a customer's data or for the deletion of their account, and how it was answered.
        </Trans>
      </p>
      <KindTabs kind={kind} />
      {query.isError ? (
        <p className="office-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : query.isPending ? (
        <PageLoading onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        kind ? (
          <EmptyState
            title={t`No requests of this kind`}
            action={
              <button
                type="button"
                className="roda-button roda-button--secondary"
                onClick={() => onSearch(1, undefined)}
              >
                <Trans>Show all requests</Trans>
              </button>
            }
          />
        ) : (
          <EmptyState title={t`No data requests yet`} />
        )
      ) : (
        <>
          <p className="office-count" aria-live="polite">
            {plural(total, { one: '# request', other: '# requests' })}
          </p>
          <DataRequestTable rows={query.data.list} busy={query.isPlaceholderData} />
          <Pager
            pageNo={pageNo}
            pageSize={DATA_REQUEST_PAGE_SIZE}
            total={total}
            onPage={(next) => onSearch(next, kind)}
          />
        </>
      )}
    </section>
  );
}

/** All requests, or one kind: links, so the filter is in the address. */
function KindTabs({ kind }: { kind: DataRequestKind | undefined }) {
  const { t, i18n } = useLingui();
  const tabs = [
    { key: 'all', search: {}, label: t`All requests`, current: kind === undefined },
    ...(['export', 'deletion'] as const).map((k) => ({
      key: k,
      search: { kind: k },
      label: i18n._(kindLabels[k]),
      current: kind === k,
    })),
  ];
  return (
    <nav className="office-pay-tabs" aria-label={t`Kind of request`}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to="/office/$"
          params={{ _splat: 'data-requests' }}
          search={tab.search}
          className="office-pay-tabs__link"
          aria-current={tab.current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

function DataRequestTable({ rows, busy }: { rows: DataRequestEntry[]; busy: boolean }) {
  const { t, i18n } = useLingui();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.locale) : '–');
  return (
    <table className="office-table office-data-requests" aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">{t`Request`}</th>
          <th scope="col">{t`Customer`}</th>
          <th scope="col">{t`Asked by`}</th>
          <th scope="col">{t`Asked`}</th>
          <th scope="col">{t`Finished`}</th>
          <th scope="col" className="office-data-requests__note">
            {t`Note`}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-testid="data-request">
            <td>
              <strong>{i18n._(kindLabels[r.kind])}</strong> · {i18n._(statusLabels[r.status])}
            </td>
            <td data-phone-label={t`Customer`}>
              {r.customerPhone ? (
                <>
                  #{r.customerId} <span className="office-data-requests__phone">{r.customerPhone}</span>
                </>
              ) : (
                t`#${r.customerId} (account deleted)`
              )}
            </td>
            <td data-phone-label={t`Asked by`}>
              {!r.requestedBy
                ? '–'
                : r.requestedBy.self
                  ? t`The customer`
                  : `${r.requestedBy.name || `#${r.requestedBy.id}`} · ${i18n._(roleLabels[r.requestedBy.role])}`}
            </td>
            <td data-phone-label={t`Asked`}>
              <time dateTime={r.createdAt}>{when(r.createdAt)}</time>
            </td>
            <td data-phone-label={t`Finished`}>
              {r.finishedAt ? <time dateTime={r.finishedAt}>{when(r.finishedAt)}</time> : '–'}
            </td>
            <td data-phone-label={r.note ? t`Note` : undefined}>{r.note || '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
