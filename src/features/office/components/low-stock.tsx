import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useStoreList } from '@/shared/api/get-store-list';
import { LOW_STOCK_AT, WAREHOUSE_PLACE } from '@/shared/contract/office-stock';
import { useClientState } from '@/shared/lib/client-state';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { useLowStock } from '../api/product-stock';
import { OfficeLink } from '../office-router';
import { Pager } from './pager';
import { StockCsvImport } from './stock-csv-import';

/**
 * A place's products at or below the low-stock mark, fewest first: a manager sees their store, the
 * company picks the warehouse or any store.
 */
export function LowStock({
  place,
  pageNo,
  onChange,
}: {
  place: number | undefined;
  pageNo: number;
  onChange: (next: { place?: number | undefined; page: number }) => void;
}) {
  const { t } = useLingui();
  const isCompany = useClientState((s) => s.userInfo?.role) === 'company';
  const stores = useStoreList({}, isCompany);
  const query = useLowStock(place, pageNo);
  const placeId = useId();
  const shownPlace = query.data?.place ?? place;
  return (
    <section className="office-section" aria-labelledby="office-low-stock-title">
      <div className="office-head">
        <h1 id="office-low-stock-title">{t`Stock`}</h1>
      </div>
      <h2 className="office-subhead">{t`Low stock`}</h2>
      <p className="office-count">{t`Products with ${LOW_STOCK_AT} units or fewer left, fewest first.`}</p>
      {isCompany && (
        <div className="office-filters">
          <label className="office-field" htmlFor={placeId}>
            <span>{t`Place`}</span>
            <select
              id={placeId}
              className="app-input"
              value={shownPlace ?? WAREHOUSE_PLACE}
              onChange={(e) => onChange({ place: Number(e.target.value), page: 1 })}
            >
              <option value={WAREHOUSE_PLACE}>{t`Warehouse (mail orders)`}</option>
              {(stores.data?.list ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {query.isPending ? (
        <PageLoading onRetry={() => void query.refetch()} />
      ) : query.isError ? (
        <EmptyState
          title={t`Could not load the stock`}
          action={
            <button type="button" className="roda-button" onClick={() => void query.refetch()}>
              {t`Try again`}
            </button>
          }
        />
      ) : query.data.list.length === 0 ? (
        <EmptyState title={t`Nothing is running low here`} />
      ) : (
        <>
          <table className="office-table">
            <thead>
              <tr>
                <th scope="col">{t`Product`}</th>
                <th scope="col">{t`SKU`}</th>
                <th scope="col" className="office-num">
                  {t`Units`}
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.list.map((row) => (
                <tr key={row.productId}>
                  <td>
                    <OfficeLink to={`products/${row.productId}`} className="app-link">
                      {row.name}
                    </OfficeLink>
                  </td>
                  <td data-label="sku">{row.sku}</td>
                  <td className="office-num" data-phone-label={t`Units`}>
                    {row.quantity}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            pageNo={pageNo}
            pageSize={query.data.pageSize}
            total={query.data.total}
            onPage={(page) => onChange({ place, page })}
          />
        </>
      )}
      <StockCsvImport />
    </section>
  );
}
