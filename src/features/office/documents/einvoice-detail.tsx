import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OfficeEinvoiceRow } from '@/shared/contract/office-documents';
import { formatDateTime } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { OfficeLink } from '../office-router';
import { errorText } from '../orders/orders-api';
import { CopyId } from '../payments/copy-id';
import { BuyerForm } from './buyer-form';
import { canSendAgain, lastErrorText } from './document-labels';
import { useRetryEinvoice } from './documents-api';

/** One e-invoice opened: when it went, LHDN's reasons for refusing it, why it did not go, and what can be done. */
export function EinvoiceDetail({ row }: { row: OfficeEinvoiceRow }) {
  const { t, i18n } = useLingui();
  const retry = useRetryEinvoice();
  const [correcting, setCorrecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const when = (iso: string) => formatDateTime(iso, i18n.locale);
  const sendAgain = async () => {
    const code = row.codeNumber;
    const ok = await confirm({
      title: t`Send ${code} again?`,
      content:
        row.state === 'invalid'
          ? t`It is built anew from its documents and sent to LHDN within minutes. Fix what LHDN refused first, or it will be refused again.`
          : t`It is sent to LHDN within minutes instead of at its next planned try.`,
      confirmText: t`Send again`,
      cancelText: t`Cancel`,
    });
    if (!ok) return;
    setError(null);
    retry.mutate(
      { id: row.id },
      {
        onSuccess: () => showToast(t`${code} will be sent again within minutes`),
        onError: (e) => setError(errorText(e)),
      },
    );
  };
  const fixable = canSendAgain(row.state);
  return (
    <div className={`office-doc-detail office-doc-detail--${row.state}`} data-testid="office-einvoice-detail">
      <dl className="office-doc-facts">
        {row.submittedAt && (
          <div>
            <dt>{t`Sent to LHDN`}</dt>
            <dd>{when(row.submittedAt)}</dd>
          </div>
        )}
        {row.validatedAt && (
          <div>
            <dt>{t`Validated`}</dt>
            <dd>{when(row.validatedAt)}</dd>
          </div>
        )}
        {row.uuid && (
          <div>
            <dt>{t`LHDN’s id`}</dt>
            <dd>
              <CopyId label="UUID" value={row.uuid} />
            </dd>
          </div>
        )}
      </dl>
      {row.problems.length > 0 && (
        <section className="office-doc-problems" aria-label={t`Why LHDN refused it`}>
          <h3>{t`Why LHDN refused it (in LHDN’s words)`}</h3>
          <ul>
            {row.problems.map((p, i) => (
              <li key={`${p.code}-${i}`}>
                {p.message}
                <span className="office-doc-problems__code">
                  {p.code}
                  {p.target ? ` · ${p.target}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {row.lastError && <LastError lastError={row.lastError} />}
      {row.state === 'waiting' && !row.lastError && (
        <p className="office-doc-detail__quiet">{t`Waiting: it is sent to LHDN by itself within minutes.`}</p>
      )}
      {row.state === 'submitted' && (
        <p className="office-doc-detail__quiet">{t`Sent: LHDN has not answered yet. Its answer is asked for by itself.`}</p>
      )}
      {row.state === 'valid' && <p className="office-doc-detail__quiet">{t`Valid: nothing to do.`}</p>}
      {row.state === 'cancelled' && <p className="office-doc-detail__quiet">{t`Cancelled at LHDN: nothing to do.`}</p>}
      {error && (
        <p className="office-error" role="alert">
          {error}
        </p>
      )}
      {fixable && !correcting && (
        <div className="office-doc-actions">
          <button
            type="button"
            className="roda-button roda-button--primary"
            disabled={retry.isPending}
            onClick={() => void sendAgain()}
          >
            {retry.isPending ? t`Sending…` : t`Send again`}
          </button>
          {row.kind === 'invoice' && (
            <button type="button" className="roda-button roda-button--secondary" onClick={() => setCorrecting(true)}>
              <Trans>Correct buyer details</Trans>
            </button>
          )}
        </div>
      )}
      {fixable && correcting && row.kind === 'invoice' && <BuyerForm row={row} onDone={() => setCorrecting(false)} />}
    </div>
  );
}

function LastError({ lastError }: { lastError: string }) {
  const { i18n } = useLingui();
  const explained = lastErrorText(lastError, i18n);
  return (
    <p className="office-doc-last-error" role="note">
      {explained.text}
      {explained.settings && (
        <>
          {' '}
          <OfficeLink to="tax-settings" className="office-doc-link">
            <Trans>Open Tax settings</Trans>
          </OfficeLink>
        </>
      )}
      {explained.detail && <code className="office-doc-problems__code">{explained.detail}</code>}
    </p>
  );
}
