import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { WAREHOUSE_PLACE, type StockPlace } from '@/shared/contract/office-stock';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { useProductStock, useSaveProductStock } from '../api/product-stock';
import { StockTransferForm, StockTransfers } from './stock-transfer';

/**
 * What each place holds of a product (docs/decisions/025-stock-per-store.md): the company counts the
 * warehouse and every store, a manager their own store. Each row saves on its own.
 */
export function ProductStock({ productId }: { productId: number }) {
  const { t } = useLingui();
  const query = useProductStock(productId);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  if (query.isError) {
    return (
      <EmptyState
        title={t`Could not load the stock`}
        action={
          <button type="button" className="roda-button" onClick={() => void query.refetch()}>
            {t`Try again`}
          </button>
        }
      />
    );
  }
  const places = query.data.places;
  const wanted = filter.trim().toLowerCase();
  const shown = wanted ? places.filter((p) => p.name.toLowerCase().includes(wanted)) : places;
  const total = places.reduce((sum, p) => sum + p.quantity, 0);
  return (
    <section className="office-card" aria-labelledby="office-stock-title">
      <h2 id="office-stock-title">{t`Stock at each place`}</h2>
      <p className="office-count">
        {t`Install and pickup orders take units from their store, mail orders from the warehouse.`}{' '}
        {places.length > 1 && t`${total} units in all.`}
      </p>
      {places.length > 8 && (
        <div className="office-filters">
          <label className="office-field" htmlFor={filterId}>
            <span>{t`Find a store`}</span>
            <input
              id={filterId}
              className="app-input"
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </label>
        </div>
      )}
      <table className="office-table">
        <thead>
          <tr>
            <th scope="col">{t`Place`}</th>
            <th scope="col">{t`Units`}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((place) => (
            // a count changed on the server (a move, another person) starts the row afresh
            <StockRow key={`${place.place}:${place.quantity}`} productId={productId} place={place} />
          ))}
        </tbody>
      </table>
      {shown.length === 0 && <p className="office-count">{t`No store matches.`}</p>}
      <StockTransferForm productId={productId} places={places} />
      <h3 className="office-subhead">{t`Latest moves`}</h3>
      <StockTransfers transfers={query.data.transfers} />
    </section>
  );
}

function StockRow({ productId, place }: { productId: number; place: StockPlace }) {
  const { t } = useLingui();
  const save = useSaveProductStock();
  const [value, setValue] = useState(String(place.quantity));
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const name = place.place === WAREHOUSE_PLACE ? t`Warehouse (mail orders)` : place.name;
  const quantity = Number(value);
  const changed = value.trim() !== '' && quantity !== place.quantity;
  const submit = () => {
    if (!/^\d{1,7}$/.test(value.trim()) || quantity > 1_000_000) {
      setProblem(t`Enter a whole number from 0 to 1,000,000.`);
      return;
    }
    setProblem(null);
    save.mutate(
      { productId, place: place.place, quantity },
      { onSuccess: () => showToast(t`Stock saved for ${name}`) },
    );
  };
  return (
    <tr>
      <td>
        <label htmlFor={inputId}>{name}</label>
      </td>
      <td>
        <form
          className="office-stock-row"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <input
            id={inputId}
            className="app-input office-stock-row__input"
            inputMode="numeric"
            value={value}
            aria-invalid={problem ? 'true' : undefined}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
          <button type="submit" className="roda-button roda-button--secondary" disabled={!changed || save.isPending}>
            {save.isPending ? t`Saving…` : t`Save`}
          </button>
          {problem && (
            <p id={`${inputId}-problem`} className="app-error office-stock-row__problem">
              {problem}
            </p>
          )}
        </form>
      </td>
    </tr>
  );
}
