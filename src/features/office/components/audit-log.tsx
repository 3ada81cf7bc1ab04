import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/get-audit';
import { Pager } from './pager';
import { roleLabels } from '@/shared/lib/labels';
import { auditFieldLabel, auditValueLabel } from './audit-fields';

const actionLabels = {
  productCreate: msg`Product added`,
  productUpdate: msg`Product changed`,
  productImport: msg`CSV import`,
  stockSet: msg`Stock counted`,
  stockTransfer: msg`Stock moved`,
  stockImport: msg`Stock counts imported`,
  workshopUpdate: msg`Workshop hours changed`,
  closureAdd: msg`Store closed`,
  closureRemove: msg`Closure removed`,
  holidayAdd: msg`Public holiday added`,
  holidayRemove: msg`Public holiday removed`,
  personUpdate: msg`Staff member changed`,
  personDeactivate: msg`Staff member deactivated`,
  releasePublish: msg`Release published`,
  refundApprove: msg`Refund approved`,
  refundReject: msg`Refund rejected`,
  bannerCreate: msg`Banner added`,
  bannerUpdate: msg`Banner changed`,
  taxSettingsUpdate: msg`Tax settings changed`,
  einvoiceRetry: msg`E-invoice sent again`,
  einvoiceConsolidate: msg`Month consolidated into an e-invoice`,
  receiptResend: msg`Receipt sent to the customer again`,
  dictionaryCreate: msg`Text added`,
  dictionaryUpdate: msg`Text changed`,
  dictionaryRemove: msg`Text removed`,
  dictionaryMove: msg`Text moved`,
};
/** Who changed what and when, newest first, with each change's before and after. */
export function AuditLog({ pageNo, onPage }: { pageNo: number; onPage: (pageNo: number) => void }) {
  const { t, i18n } = useLingui();
  const query = useAudit(pageNo);
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <section className="office-section" aria-labelledby="office-audit-title">
      <div className="office-head">
        <h1 id="office-audit-title">
          <Trans>Audit log</Trans>
        </h1>
      </div>
      {!data || data.total === 0 ? (
        <EmptyState title={t`No changes yet`} />
      ) : (
        <>
          <ol className="office-audit">
            {data.list.map((e) => (
              <li key={e.id} className="office-card office-audit__entry">
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
                          <td>{auditValueLabel(c.field, c.before, i18n, 'before')}</td>
                          <td>{auditValueLabel(c.field, c.after, i18n, 'after')}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </li>
            ))}
          </ol>
          <Pager pageNo={pageNo} pageSize={AUDIT_PAGE_SIZE} total={data.total} onPage={onPage} />
        </>
      )}
    </section>
  );
}
