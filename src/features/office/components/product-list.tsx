import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { OfficeLink } from '../office-router';
import { useState, type FormEvent } from 'react';
import { useCategories } from '@/shared/api/get-categories';
import type { ProductCategory } from '@/shared/contract/catalog';
import { formatNumber, formatRM } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { OFFICE_PAGE_SIZE, useProducts, type ProductFilter } from '../api/get-products';
import { useCanEditCatalogue } from './office-shell';
import { Pager } from './pager';

/** The catalogue: search by name, brand or SKU, filter by category, paged on the server. */
export function ProductList({ filter, onFilter }: { filter: ProductFilter; onFilter: (f: ProductFilter) => void }) {
  const { t, i18n } = useLingui();
  const [keyword, setKeyword] = useState(filter.keyword ?? '');
  const categories = useCategories();
  const query = useProducts(filter);
  const canEdit = useCanEditCatalogue();
  const nameOf = (code: string) => categories.data?.find((c) => c.code === code)?.name ?? code;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ ...filter, pageNo: 1, keyword: keyword.trim() || undefined });
  };
  const total = query.data?.total ?? 0;
  return (
    <section className="office-section" aria-labelledby="office-products-title">
      <div className="office-head">
        <h1 id="office-products-title">
          <Trans>Products</Trans>
        </h1>
        {canEdit && (
          <OfficeLink to="products/new" className="roda-button office-head__action">
            <Trans>Add product</Trans>
          </OfficeLink>
        )}
      </div>
      <form className="office-filters" role="search" onSubmit={submit}>
        <label className="office-field">
          <span>{t`Name, brand or SKU`}</span>
          <input
            className="app-input"
            type="search"
            value={keyword}
            maxLength={100}
            onChange={(e) => setKeyword(e.target.value)}
          />
        </label>
        <label className="office-field">
          <span>{t`Category`}</span>
          <select
            className="app-input"
            value={filter.category ?? ''}
            onChange={(e) =>
              onFilter({ ...filter, pageNo: 1, category: (e.target.value || undefined) as ProductCategory | undefined })
            }
          >
            <option value="">{t`All categories`}</option>
            {categories.data?.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="roda-button roda-button--secondary office-filters__go">
          <Trans>Search</Trans>
        </button>
      </form>
      {query.isPending ? (
        <PageLoading onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        <EmptyState title={t`No products found`} />
      ) : (
        <>
          <p className="office-count" aria-live="polite">
            {plural(total, { one: '# product', other: '# products' })}
          </p>
          <table className="office-table">
            <thead>
              <tr>
                <th scope="col">{t`Product`}</th>
                <th scope="col">{t`Category`}</th>
                <th scope="col" className="office-num">
                  {t`Price`}
                </th>
                <th scope="col" className="office-num">
                  {t`Stock`}
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data?.list.map((p) => (
                <tr key={p.id} className={p.active ? undefined : 'office-row--off'}>
                  <td>
                    <OfficeLink to={`products/${p.id}`} className="office-product">
                      <img src={p.imageUrl} alt="" width={40} height={40} loading="lazy" />
                      <span>
                        <span className="office-product__name">{p.name}</span>
                        <span className="office-product__meta">
                          {p.brand} · {p.sku}
                          {!p.active && ` · ${t`Hidden`}`}
                        </span>
                      </span>
                    </OfficeLink>
                  </td>
                  <td data-label={t`Category`}>{nameOf(p.category)}</td>
                  <td className="office-num">{formatRM(p.priceSen, i18n.locale)}</td>
                  <td className="office-num" data-phone-label={t`Stock`}>
                    {formatNumber(p.stock, i18n.locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            pageNo={filter.pageNo}
            pageSize={OFFICE_PAGE_SIZE}
            total={total}
            onPage={(pageNo) => onFilter({ ...filter, pageNo })}
          />
        </>
      )}
    </section>
  );
}
