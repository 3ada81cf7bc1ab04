import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useStoreList } from '@/shared/api/get-store-list';
import { WAREHOUSE_PLACE, type StockPlace, type StockTransfer } from '@/shared/contract/office-stock';
import { ApiError } from '@/shared/lib/api-client';
import { formatDateTime } from '@/shared/lib/format';
import { showToast } from '@/shared/ui/toast';
import { useTransferStock } from '../api/product-stock';

/**
 * Moves units of a product from a place the caller counts (the company: any; a manager: their store)
 * to any other place, with a note; the latest moves below.
 */
export function StockTransferForm({ productId, places }: { productId: number; places: StockPlace[] }) {
  const { t } = useLingui();
  const stores = useStoreList();
  const transfer = useTransferStock();
  const ids = { from: useId(), to: useId(), quantity: useId(), note: useId() };
  const placeName = (p: { place: number; name: string }) =>
    p.place === WAREHOUSE_PLACE ? t`Warehouse (mail orders)` : p.name;
  const targets = [
    { place: WAREHOUSE_PLACE, name: '' },
    ...(stores.data?.list ?? []).map((s) => ({ place: s.id, name: s.name })),
  ];
  const [from, setFrom] = useState(places[0]?.place ?? WAREHOUSE_PLACE);
  const [to, setTo] = useState<number | ''>('');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ field: 'to' | 'quantity'; message: string } | null>(null);
  const submit = () => {
    if (to === '' || to === from) return setProblem({ field: 'to', message: t`Choose where the units go.` });
    const units = Number(quantity);
    if (!/^\d{1,7}$/.test(quantity.trim()) || units < 1 || units > 1_000_000) {
      return setProblem({ field: 'quantity', message: t`Enter a whole number from 1 to 1,000,000.` });
    }
    setProblem(null);
    transfer.mutate(
      { productId, from, to, quantity: units, note: note.trim() },
      {
        onSuccess: () => {
          showToast(t`Units moved`);
          setQuantity('');
          setNote('');
        },
        onError: (error) => {
          if (error instanceof ApiError) setProblem({ field: 'quantity', message: error.serverMessage });
        },
      },
    );
  };
  const describedBy = (field: 'to' | 'quantity') => (problem?.field === field ? `${ids[field]}-problem` : undefined);
  return (
    <form
      className="office-transfer"
      aria-labelledby="office-transfer-title"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h3 id="office-transfer-title">{t`Move units`}</h3>
      <div className="office-grid">
        <label className="office-field" htmlFor={ids.from}>
          <span>{t`From`}</span>
          <select id={ids.from} className="app-input" value={from} onChange={(e) => setFrom(Number(e.target.value))}>
            {places.map((p) => (
              <option key={p.place} value={p.place}>
                {placeName(p)} ({p.quantity})
              </option>
            ))}
          </select>
        </label>
        <label className="office-field" htmlFor={ids.to}>
          <span>{t`To`}</span>
          <select
            id={ids.to}
            className="app-input"
            value={to}
            aria-invalid={problem?.field === 'to' ? 'true' : undefined}
            aria-describedby={describedBy('to')}
            onChange={(e) => setTo(e.target.value === '' ? '' : Number(e.target.value))}
          >
            <option value="">{t`Choose a place`}</option>
            {targets
              .filter((p) => p.place !== from)
              .map((p) => (
                <option key={p.place} value={p.place}>
                  {placeName(p)}
                </option>
              ))}
          </select>
          {problem?.field === 'to' && (
            <small id={`${ids.to}-problem`} className="app-error">
              {problem.message}
            </small>
          )}
        </label>
        <label className="office-field" htmlFor={ids.quantity}>
          <span>{t`Units to move`}</span>
          <input
            id={ids.quantity}
            className="app-input"
            inputMode="numeric"
            value={quantity}
            aria-invalid={problem?.field === 'quantity' ? 'true' : undefined}
            aria-describedby={describedBy('quantity')}
            onChange={(e) => setQuantity(e.target.value)}
          />
          {problem?.field === 'quantity' && (
            <small id={`${ids.quantity}-problem`} className="app-error">
              {problem.message}
            </small>
          )}
        </label>
        <label className="office-field" htmlFor={ids.note}>
          <span>{t`Note (optional)`}</span>
          <input
            id={ids.note}
            className="app-input"
            maxLength={200}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
      </div>
      <button type="submit" className="roda-button" disabled={transfer.isPending}>
        {transfer.isPending ? t`Moving…` : t`Move units`}
      </button>
    </form>
  );
}

/** The product's latest moves, newest first. */
export function StockTransfers({ transfers }: { transfers: StockTransfer[] }) {
  const { t, i18n } = useLingui();
  if (transfers.length === 0) return <p className="office-count">{t`No units moved yet.`}</p>;
  return (
    <table className="office-table" aria-label={t`Latest moves`}>
      <thead>
        <tr>
          <th scope="col">{t`When`}</th>
          <th scope="col">{t`From`}</th>
          <th scope="col">{t`To`}</th>
          <th scope="col" className="office-num">
            {t`Units`}
          </th>
          <th scope="col">{t`By`}</th>
        </tr>
      </thead>
      <tbody>
        {transfers.map((m) => (
          <tr key={m.id}>
            <td>
              {formatDateTime(m.at, i18n.locale)}
              {m.note && <span className="office-product__meta">{m.note}</span>}
            </td>
            <td data-phone-label={t`From`}>{m.from === WAREHOUSE_PLACE ? t`Warehouse (mail orders)` : m.fromName}</td>
            <td data-phone-label={t`To`}>{m.to === WAREHOUSE_PLACE ? t`Warehouse (mail orders)` : m.toName}</td>
            <td className="office-num" data-phone-label={t`Units`}>
              {m.quantity}
            </td>
            <td data-phone-label={t`By`}>{m.byName}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
