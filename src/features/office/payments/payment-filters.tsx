import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { GatewayRefundStatus, OfficePaymentFilter, PaymentStatus } from '@/shared/contract/office-payments';
import { paymentStatusLabels, paymentStatusList, refundStateLabels, refundStateList } from './payment-labels';

/** The payment search's fields; the search runs on the server when the form is sent. */
export function PaymentFilters({
  filter,
  onFilter,
}: {
  filter: OfficePaymentFilter;
  onFilter: (filter: OfficePaymentFilter) => void;
}) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(filter);
  const set = (key: keyof OfficePaymentFilter, value: string) =>
    setDraft((d) => ({ ...d, [key]: value.trim() === '' ? undefined : value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(draft);
  };
  return (
    <form className="office-filters office-filters--payments" role="search" onSubmit={submit}>
      <label className="office-field">
        <span>{t`From date`}</span>
        <input
          className="app-input"
          type="date"
          value={draft.from ?? ''}
          onChange={(e) => set('from', e.target.value)}
        />
      </label>
      <label className="office-field">
        <span>{t`To date`}</span>
        <input className="app-input" type="date" value={draft.to ?? ''} onChange={(e) => set('to', e.target.value)} />
      </label>
      <label className="office-field">
        <span>{t`Payment state`}</span>
        <select
          className="app-input"
          value={draft.status ?? ''}
          onChange={(e) =>
            setDraft((d) => ({ ...d, status: (e.target.value || undefined) as PaymentStatus | undefined }))
          }
        >
          <option value="">{t`All payment states`}</option>
          {paymentStatusList.map((s) => (
            <option key={s} value={s}>
              {i18n._(paymentStatusLabels[s])}
            </option>
          ))}
        </select>
      </label>
      <label className="office-field">
        <span>{t`Refund state`}</span>
        <select
          className="app-input"
          value={draft.refundStatus ?? ''}
          onChange={(e) =>
            setDraft((d) => ({ ...d, refundStatus: (e.target.value || undefined) as GatewayRefundStatus | undefined }))
          }
        >
          <option value="">{t`Any refund state`}</option>
          {refundStateList.map((s) => (
            <option key={s} value={s}>
              {i18n._(refundStateLabels[s])}
            </option>
          ))}
        </select>
      </label>
      <label className="office-field">
        <span>{t`Order number`}</span>
        <input
          className="app-input"
          type="search"
          maxLength={40}
          value={draft.orderNo ?? ''}
          onChange={(e) => set('orderNo', e.target.value)}
        />
      </label>
      <label className="office-field">
        <span>{t`Payment or gateway reference`}</span>
        <input
          className="app-input"
          type="search"
          maxLength={255}
          value={draft.reference ?? ''}
          onChange={(e) => set('reference', e.target.value)}
        />
      </label>
      <button type="submit" className="roda-button roda-button--secondary office-filters__go">
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
