import { useLingui } from '@lingui/react/macro';
import type { ExtraCharge, ExtraWork } from '@/shared/contract/orders/extra-work';
import { formatDate, formatRM } from '@/shared/lib/format';
import { malaysiaDateOf } from '@/shared/lib/malaysia-time';
import { StatusPill } from '@/shared/ui/status-pill';
import './extra-work.css';

/** What an extra-work charge is for: its lines with their prices, the service tax in it, and where it stands. */
export function ChargeSummary({ charge, extraWork }: { charge: ExtraCharge; extraWork: ExtraWork }) {
  const { t, i18n } = useLingui();
  const lines = extraWork.findings.flatMap((f) => f.lines).filter((l) => charge.lineIds.includes(l.id));
  const day = (iso: string) => formatDate(malaysiaDateOf(new Date(iso)), i18n.locale);
  const state = {
    unpaid: { tone: 'attention', words: t`Waiting for payment` },
    paid: { tone: 'success', words: charge.paidAt ? t`Paid on ${day(charge.paidAt)}` : t`Paid` },
    cancelled: { tone: 'closed', words: t`Cancelled: the car was handed back before payment` },
  } as const;
  return (
    <div className="xw-charge" data-testid="extra-charge" data-status={charge.status}>
      <StatusPill className="xw-charge__status" status={charge.status} tone={state[charge.status].tone}>
        {state[charge.status].words}
      </StatusPill>
      <ul className="xw-charge__lines" aria-label={t`Work in this charge`}>
        {lines.map((l) => (
          <li key={l.id}>
            <span>
              {l.name}
              {l.quantity > 1 ? ` × ${l.quantity}` : ''}
            </span>
            <span className="xw-charge__price">{formatRM(l.totalSen, i18n.locale)}</span>
          </li>
        ))}
      </ul>
      {charge.serviceTaxSen > 0 && (
        <p className="app-muted xw-charge__tax">
          {t`Includes service tax of ${formatRM(charge.serviceTaxSen, i18n.locale)} on the labour`}
        </p>
      )}
    </div>
  );
}
