import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useStoreList } from '@/shared/api/get-store-list';
import type { OfficeOrderFilter } from '@/shared/contract/office-orders';
import type { OrderStatus } from '@/shared/contract/orders';
import { useClientState } from '@/shared/lib/client-state';
import { orderStatusList, statusLabels } from './order-labels';

/** The order search's fields; the search runs on the server when the form is sent. */
export function OrderFilters({
  filter,
  onFilter,
}: {
  filter: OfficeOrderFilter;
  onFilter: (filter: OfficeOrderFilter) => void;
}) {
  const { t, i18n } = useLingui();
  const isCompany = useClientState((s) => s.userInfo?.role) === 'company';
  const stores = useStoreList({}, isCompany);
  const [draft, setDraft] = useState(filter);
  const set = (key: keyof OfficeOrderFilter, value: string) =>
    setDraft((d) => ({ ...d, [key]: value.trim() === '' ? undefined : value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(draft);
  };
  const text = (key: 'orderNo' | 'phone' | 'plate', label: string, inputMode?: 'tel') => (
    <label className="office-field">
      <span>{label}</span>
      <input
        className="app-input"
        type="search"
        inputMode={inputMode}
        maxLength={key === 'orderNo' ? 40 : 20}
        value={draft[key] ?? ''}
        onChange={(e) => set(key, e.target.value)}
      />
    </label>
  );
  return (
    <form className="office-filters office-filters--orders" role="search" onSubmit={submit}>
      {text('orderNo', t`Order number`)}
      {text('phone', t`Customer phone`, 'tel')}
      {text('plate', t`Plate`)}
      <label className="office-field">
        <span>{t`Status`}</span>
        <select
          className="app-input"
          value={draft.status ?? ''}
          onChange={(e) =>
            setDraft((d) => ({ ...d, status: (e.target.value || undefined) as OrderStatus | undefined }))
          }
        >
          <option value="">{t`All statuses`}</option>
          {orderStatusList.map((s) => (
            <option key={s} value={s}>
              {i18n._(statusLabels[s])}
            </option>
          ))}
        </select>
      </label>
      {isCompany && (
        <label className="office-field">
          <span>{t({ message: 'Store', context: 'workshop' })}</span>
          <select
            className="app-input"
            value={draft.storeId ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, storeId: e.target.value ? Number(e.target.value) : undefined }))}
          >
            <option value="">{t`All stores`}</option>
            {stores.data?.list.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      )}
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
      <button type="submit" className="roda-button roda-button--secondary office-filters__go">
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
