import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { CarRef } from '@/shared/contract/catalog';
import { ApiError } from '@/shared/lib/api-client';
import { EmptyState } from '@/shared/ui/empty-state';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { useProductPage, type ProductFilter } from '../api/get-product-page';
import '../catalog.css';
import { CarSizes } from './car-sizes';
import { ProductCard } from './product-card';

/** The product search results: fitting sizes of the car, then the pages of products (load more / scroll). */
export default function ProductResults({ filter, car }: { filter: ProductFilter; car?: CarRef }) {
  const { t } = useLingui();
  const results = useProductPage(filter);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = results;

  // infinite scroll: the next page loads when the end of the list comes into view
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const products = results.data?.pages.flatMap((page) => page.list) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;

  return (
    <PullToRefresh onRefresh={() => results.refetch()}>
      {car && <CarSizes car={car} category={filter.category} />}
      {results.isPending ? (
        <p className="app-muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : results.isError ? (
        <div role="alert">
          <EmptyState
            title={results.error instanceof ApiError ? results.error.serverMessage : t`Could not load the products.`}
            action={
              <button type="button" className="roda-button roda-button--primary" onClick={() => void results.refetch()}>
                <Trans>Try again</Trans>
              </button>
            }
          />
        </div>
      ) : products.length === 0 ? (
        <EmptyState
          title={t`No products match your search`}
          description={t`Try another category or price range, or tell us what you need.`}
          action={
            <Link
              to="/pages-shop/good/GoodsEmpty"
              search={{ category: filter.category, q: filter.keyword }}
              className="roda-button roda-button--primary"
            >
              <Trans>Did not find your part?</Trans>
            </Link>
          }
        />
      ) : (
        <>
          <p className="app-muted" role="status">
            {plural(total, { one: '# product', other: '# products' })}
          </p>
          <ul className="product-list" aria-label={t`Products`}>
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} />
          {hasNextPage && (
            <button
              type="button"
              className="roda-button app-block"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? t`Loading…` : t`Load more`}
            </button>
          )}
        </>
      )}
    </PullToRefresh>
  );
}
