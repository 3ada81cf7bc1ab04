import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import type { ExtraWork } from '@/shared/contract/orders/extra-work';
import { ApiError } from '@/shared/lib/api-client';
import { formatNumber, formatRM } from '@/shared/lib/format';
import { Modal } from '@/shared/ui/modal-dialog';
import { showToast } from '@/shared/ui/toast';
import { useDecideExtraWork, type ExtraDecisions } from '../../api/decide-extra-work';
import { ChargeSummary } from './charge-summary';
import { ExtraFinding, isChoosable, type LineChoice } from './extra-finding';
import '../../orders.css';
import './extra-work.css';

/**
 * "Extra work found on your car" on an installation order (docs/product.md#extra-work): what the
 * technician found with photos, each quoted line's price with its service tax, the customer's
 * approval or decline line by line (confirmed before it is sent), and the charges of approved work
 * to pay.
 */
export function ExtraWorkSection({ orderId, extraWork }: { orderId: number; extraWork: ExtraWork }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const decide = useDecideExtraWork();
  const [choices, setChoices] = useState<Partial<Record<number, LineChoice>>>({});
  const [confirming, setConfirming] = useState(false);
  const key = useRef<{ sent: string; key: string } | null>(null);
  const lines = extraWork.findings.flatMap((f) => f.lines);
  const { decidable, payable } = extraWork;
  // a declined line chosen "decline" again changes nothing, so it is not sent
  const decisions: ExtraDecisions = lines.flatMap((l) => {
    const choice = choices[l.id];
    if (!decidable || !isChoosable(l) || !choice || (l.status === 'declined' && choice === 'decline')) return [];
    return [{ lineId: l.id, decision: choice }];
  });
  const approving = lines.filter((l) => decisions.some((d) => d.lineId === l.id && d.decision === 'approve'));
  const approvedCount = approving.length;
  const declinedCount = decisions.length - approvedCount;
  const approvedSen = approving.reduce((sum, l) => sum + l.totalSen, 0);
  const waiting = lines.filter((l) => l.status === 'pending').length;
  const unpaid = extraWork.charges.filter((c) => c.status === 'unpaid');
  const refused =
    decide.error instanceof ApiError
      ? decide.error.serverMessage
      : decide.error
        ? t`Your decisions could not be sent. Please try again.`
        : null;

  const send = () => {
    setConfirming(false);
    const sent = JSON.stringify(decisions);
    if (key.current?.sent !== sent) key.current = { sent, key: crypto.randomUUID() };
    decide.mutate(
      { orderId, decisions, idempotencyKey: key.current.key },
      {
        onSuccess: () => {
          setChoices({});
          showToast(t`Your decisions were sent to the workshop`);
        },
      },
    );
  };

  return (
    <section className="orders-section xw" aria-labelledby={headingId} data-testid="extra-work">
      <h2 id={headingId}>{t`Extra work found on your car`}</h2>
      {decidable && waiting > 0 && (
        <p className="xw-intro" role="note">
          {t`The workshop checked your car and quoted more work. Approve or decline each line; approved work is paid separately and done once paid.`}
        </p>
      )}
      <ul className="xw-findings">
        {extraWork.findings.map((finding) => (
          <ExtraFinding
            key={finding.id}
            finding={finding}
            decidable={decidable}
            choices={choices}
            onChoose={(lineId, choice) => {
              decide.reset();
              setChoices((c) => ({ ...c, [lineId]: choice }));
            }}
            disabled={decide.isPending}
          />
        ))}
      </ul>
      {decidable && (waiting > 0 || decisions.length > 0) && (
        <div className="xw-send">
          <p className="xw-send__summary" aria-live="polite">
            {decisions.length === 0
              ? t`Choose approve or decline for the lines above.`
              : t`Approve ${formatNumber(approvedCount, i18n.locale)} (${formatRM(approvedSen, i18n.locale)}) · decline ${formatNumber(declinedCount, i18n.locale)}`}
          </p>
          <button
            type="button"
            className="roda-button app-block"
            disabled={decisions.length === 0 || decide.isPending}
            aria-busy={decide.isPending || undefined}
            onClick={() => setConfirming(true)}
          >
            {decide.isPending ? t`Sending…` : t`Send my decisions`}
          </button>
          {refused && (
            <p className="app-error" role="alert">
              {refused}
            </p>
          )}
        </div>
      )}
      {extraWork.charges.length > 0 && (
        <>
          <h3 className="xw-subtitle">{t`Charges for approved work`}</h3>
          <ul className="xw-charges">
            {extraWork.charges.map((charge) => (
              <li key={charge.id} className="xw-charges__item">
                <div className="xw-charges__head">
                  <span>{t`Extra work charge`}</span>
                  <strong>{formatRM(charge.amountSen, i18n.locale)}</strong>
                </div>
                <ChargeSummary charge={charge} extraWork={extraWork} />
                {charge.status === 'unpaid' &&
                  (payable ? (
                    <Link
                      to="/pages-order/pay/OrderPay"
                      search={{ orderId, chargeId: charge.id }}
                      className="roda-button app-block"
                    >
                      {t`Pay ${formatRM(charge.amountSen, i18n.locale)}`}
                    </Link>
                  ) : (
                    <p className="app-muted">{t`You can pay once the workshop starts the work.`}</p>
                  ))}
                {charge.status === 'paid' && (
                  <p className="app-muted">{t`The receipt is under "Receipts and e-invoice".`}</p>
                )}
              </li>
            ))}
          </ul>
          {unpaid.length > 0 && payable && (
            <p className="app-muted">{t`The workshop starts approved work once it is paid.`}</p>
          )}
        </>
      )}
      <Modal
        open={confirming}
        title={t`Send your decisions?`}
        content={
          <p>
            {approvedCount > 0
              ? t`You approve ${formatNumber(approvedCount, i18n.locale)} line(s) for ${formatRM(approvedSen, i18n.locale)}, charged separately from your order, and decline ${formatNumber(declinedCount, i18n.locale)}. Declined work stays on your order's record.`
              : t`You decline ${formatNumber(declinedCount, i18n.locale)} line(s). Declined work stays on your order's record, and you can still approve it while your car is at the workshop.`}
          </p>
        }
        confirmText={t`Send`}
        cancelText={t`Back`}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
