import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { ManualRefundMethod, OfficePaymentRefund, OfficePaymentRow } from '@/shared/contract/office-payments';
import { formatDateTime, formatRM } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { errorText } from '../orders/orders-api';
import { CopyId } from './copy-id';
import {
  failureReasonText,
  manualMethodLabels,
  manualMethodList,
  refundReasonLabels,
  refundStateLabels,
} from './payment-labels';
import { useManualRefund } from './payments-api';

/** A payment's refund: how much, why, where it stands; a failed one with the form to record it returned another way. */
export function RefundPanel({ payment, refund }: { payment: OfficePaymentRow; refund: OfficePaymentRefund }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.locale) : '');
  const amount = formatRM(refund.amountSen, i18n.locale);
  const sent = when(refund.sentAt);
  const expected = when(refund.expectedBy);
  const done = when(refund.doneAt);
  return (
    <div className={`office-pay-refund office-pay-refund--${refund.status}`} data-testid="office-pay-refund">
      <p className="office-pay-refund__head">
        <strong>{t`Refund ${amount}`}</strong>
        <span className={`office-badge office-badge--pay-refund-${refund.status}`}>
          {i18n._(refundStateLabels[refund.status])}
        </span>
        <span className="office-product__meta">{i18n._(refundReasonLabels[refund.reason])}</span>
      </p>
      {refund.status === 'sent' && (
        <p className="office-pay-refund__line">
          {refund.expectedBy ? t`Sent ${sent}; the customer should have it by ${expected}` : t`Sent ${sent}`}
        </p>
      )}
      {refund.status === 'done' && <p className="office-pay-refund__line">{t`Done ${done}`}</p>}
      {refund.status === 'failed' && <FailedRefund payment={payment} refund={refund} open={open} onOpen={setOpen} />}
      {refund.status === 'manual' && <ManualSummary refund={refund} />}
      {refund.gatewayReference && (
        <p className="office-pay-refund__ids">
          <CopyId label={t`Gateway refund`} value={refund.gatewayReference} />
        </p>
      )}
    </div>
  );
}

/** "Returned by bank transfer, ref …, by <name>, <time>", and the note. */
function ManualSummary({ refund }: { refund: OfficePaymentRefund }) {
  const { t, i18n } = useLingui();
  const reference = refund.manualReference ?? '';
  const name = refund.manualByName ?? '—';
  const time = refund.doneAt ? formatDateTime(refund.doneAt, i18n.locale) : '';
  const line =
    refund.manualMethod === 'bankTransfer'
      ? t`Returned by bank transfer, ref ${reference}, by ${name}, ${time}`
      : refund.manualMethod === 'cash'
        ? t`Returned in cash, ref ${reference}, by ${name}, ${time}`
        : t`Returned another way, ref ${reference}, by ${name}, ${time}`;
  return (
    <>
      <p className="office-pay-refund__line office-pay-refund__done">{line}</p>
      {refund.manualNote && <p className="office-pay-refund__note">{refund.manualNote}</p>}
    </>
  );
}

function FailedRefund({
  payment,
  refund,
  open,
  onOpen,
}: {
  payment: OfficePaymentRow;
  refund: OfficePaymentRefund;
  open: boolean;
  onOpen: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const reason = failureReasonText(refund.failureReason, i18n);
  return (
    <>
      <p className="office-pay-refund__line office-pay-refund__failure">
        {reason.text}
        {reason.code && <code className="office-pay-refund__code">{reason.code}</code>}
      </p>
      <p className="office-pay-refund__line">
        {t`The customer was told the team will return the money another way. Send it, then record it here.`}
      </p>
      {open ? (
        <ManualRefundForm payment={payment} refund={refund} onCancel={() => onOpen(false)} />
      ) : (
        <button
          type="button"
          className="roda-button roda-button--primary office-pay-refund__open"
          onClick={() => onOpen(true)}
        >
          <Trans>Record refund made another way</Trans>
        </button>
      )}
    </>
  );
}

type Errors = Partial<Record<'reference' | 'note' | 'form', string>>;

function ManualRefundForm({
  payment,
  refund,
  onCancel,
}: {
  payment: OfficePaymentRow;
  refund: OfficePaymentRefund;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const record = useManualRefund();
  const [method, setMethod] = useState<ManualRefundMethod>('bankTransfer');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const ids = { method: useId(), reference: useId(), note: useId(), referenceError: useId(), noteError: useId() };
  const amount = formatRM(refund.amountSen, i18n.locale);

  const check = (): Errors => {
    const found: Errors = {};
    const ref = reference.trim();
    if (ref === '') found.reference = t`Enter the reference of the transfer or receipt`;
    else if (ref.length > 80) found.reference = t`The reference can have at most 80 characters`;
    if (note.trim().length > 500) found.note = t`The note can have at most 500 characters`;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const how = i18n._(manualMethodLabels[method]);
    const { orderNo } = payment;
    const ref = reference.trim();
    const ok = await confirm({
      title: t`Record ${amount} as returned?`,
      content: t`The customer of order ${orderNo} is told now that ${amount} was returned to them (${how}, ref ${ref}). Record it only once the money has been sent.`,
      confirmText: t`Record refund`,
      cancelText: t`Cancel`,
    });
    if (!ok) return;
    record.mutate(
      { id: refund.id, method, reference: reference.trim(), note: note.trim() },
      {
        onSuccess: () => showToast(t`Refund recorded. The customer has been told.`),
        onError: (e) => setErrors({ form: errorText(e) }),
      },
    );
  };

  return (
    <form
      className="office-pay-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t`Record refund made another way`}
    >
      {errors.form && (
        <p className="office-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="office-pay-form__fields">
        <label className="office-field" htmlFor={ids.method}>
          <span>{t`How the money was returned`}</span>
          <select
            id={ids.method}
            className="app-input"
            value={method}
            onChange={(e) => setMethod(e.target.value as ManualRefundMethod)}
          >
            {manualMethodList.map((m) => (
              <option key={m} value={m}>
                {i18n._(manualMethodLabels[m])}
              </option>
            ))}
          </select>
        </label>
        <div className="office-field">
          <label htmlFor={ids.reference}>
            <span>{t`Reference (transfer or receipt)`}</span>
          </label>
          <input
            id={ids.reference}
            className="app-input"
            value={reference}
            maxLength={80}
            autoComplete="off"
            aria-invalid={errors.reference !== undefined}
            aria-describedby={errors.reference ? ids.referenceError : undefined}
            onChange={(e) => setReference(e.target.value)}
          />
          {errors.reference && (
            <span id={ids.referenceError} className="office-pay-form__error">
              {errors.reference}
            </span>
          )}
        </div>
        <div className="office-field office-pay-form__note">
          <label htmlFor={ids.note}>
            <span>{t`Note (optional)`}</span>
          </label>
          <textarea
            id={ids.note}
            className="app-input"
            rows={2}
            maxLength={500}
            value={note}
            aria-invalid={errors.note !== undefined}
            aria-describedby={errors.note ? ids.noteError : undefined}
            onChange={(e) => setNote(e.target.value)}
          />
          {errors.note && (
            <span id={ids.noteError} className="office-pay-form__error">
              {errors.note}
            </span>
          )}
        </div>
      </div>
      <div className="office-refund__buttons">
        <button type="submit" className="roda-button roda-button--primary" disabled={record.isPending}>
          {record.isPending ? t`Recording…` : t`Record refund`}
        </button>
        <button
          type="button"
          className="roda-button roda-button--secondary"
          onClick={onCancel}
          disabled={record.isPending}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
