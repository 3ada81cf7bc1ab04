import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry, OfficeAuditFilter } from '@/shared/contract/office-audit';
import { errorText } from '@/shared/lib/api-client';
import { formatDateTime } from '@/shared/lib/format';
import { roleLabels } from '@/shared/lib/labels';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/get-audit';
import { auditFieldLabel, auditValueLabel } from './audit-fields';
import { AuditFilters, isFiltered } from './audit-filters';
import { actionLabels } from './audit-labels';
import { Pager } from './pager';

/** Who changed what and when, newest first, with each change's before and after; filtered on the server. */
export function AuditLog({
  pageNo,
  filter,
  onSearch,
}: {
  pageNo: number;
  filter: OfficeAuditFilter;
  onSearch: (pageNo: number, filter: OfficeAuditFilter) => void;
}) {
  const { t } = useLingui();
  const query = useAudit(pageNo, filter);
  const total = query.data?.total ?? 0;
  return (
    <section className="office-section" aria-labelledby="office-audit-title">
      <div className="office-head">
        <h1 id="office-audit-title">
          <Trans>Audit log</Trans>
        </h1>
      </div>
      <AuditFilters filter={filter} onFilter={(f) => onSearch(1, f)} />
      {query.isError ? (
        <p className="office-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : query.isPending ? (
        <PageLoading onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        isFiltered(filter) ? (
          <EmptyState
            title={t`No entries match these filters`}
            description={t`Try another person, section or date range.`}
            action={
              <button type="button" className="roda-button roda-button--secondary" onClick={() => onSearch(1, {})}>
                <Trans>Clear filters</Trans>
              </button>
            }
          />
        ) : (
          <EmptyState title={t`No changes yet`} />
        )
      ) : (
        <>
          <p className="office-count" aria-live="polite">
            {plural(total, { one: '# entry', other: '# entries' })}
          </p>
          <ol className="office-audit" aria-busy={query.isPlaceholderData}>
            {query.data.list.map((e) => (
              <AuditItem key={e.id} entry={e} />
            ))}
          </ol>
          <Pager pageNo={pageNo} pageSize={AUDIT_PAGE_SIZE} total={total} onPage={(next) => onSearch(next, filter)} />
        </>
      )}
    </section>
  );
}

/** One change: what, who and when, and each field's before and after in the reader's words. */
function AuditItem({ entry: e }: { entry: AuditEntry }) {
  const { t, i18n } = useLingui();
  return (
    <li className="office-card office-audit__entry" data-testid="audit-entry">
      <p className="office-audit__what">
        <strong>{i18n._(actionLabels[e.action])}</strong>{' '}
        {e.action === 'productImport' || e.action === 'stockImport' ? t`${e.subject} rows` : e.subject}
      </p>
      <p className="office-audit__who">
        {e.actorName} · {i18n._(roleLabels[e.actorRole])} ·{' '}
        <time dateTime={e.at}>{formatDateTime(e.at, i18n.locale)}</time>
      </p>
      {e.changes.length > 0 && (
        <table className="office-table office-table--changes">
          <thead>
            <tr>
              <th scope="col">{t`Field`}</th>
              <th scope="col">{t`Before`}</th>
              <th scope="col">{t`After`}</th>
            </tr>
          </thead>
          <tbody>
            {e.changes.map((c) => (
              <tr key={c.field}>
                <td>{auditFieldLabel(c.field, i18n)}</td>
                {/* on a phone the headings are hidden: a side that has a value says which it is */}
                <td data-phone-label={c.before ? t`Before` : undefined}>
                  {auditValueLabel(c.field, c.before, i18n, 'before')}
                </td>
                <td data-phone-label={c.before ? t`After` : undefined}>
                  {auditValueLabel(c.field, c.after, i18n, 'after')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
