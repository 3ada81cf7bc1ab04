import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { categoriesQueryOptions } from '@/shared/api/get-categories';
import { formatRM } from '@/shared/lib/format';
import type { HomeSearch } from '../search';

/** The active search (what is filtered) above its results, which the route composes in. */
export function SearchResults({ search, children }: { search: HomeSearch; children?: ReactNode }) {
  const { t } = useLingui();
  const categories = useQuery(categoriesQueryOptions());
  const categoryName = categories.data?.find((c) => c.code === search.category)?.name ?? search.category;
  const car = [search.make, search.model, search.year, search.variant, search.engine, search.transmission]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
  const price =
    search.priceMin !== undefined || search.priceMax !== undefined
      ? `${formatRM(Math.round((search.priceMin ?? 0) * 100))} – ${search.priceMax !== undefined ? formatRM(Math.round(search.priceMax * 100)) : t`any`}`
      : null;

  return (
    <section className="home-section" aria-labelledby="home-results-title">
      <h2 id="home-results-title" className="home-section__title">
        <Trans>Search results</Trans>
      </h2>
      <dl className="home-query">
        {categoryName && (
          <>
            <dt>{t`Category`}</dt>
            <dd>{categoryName}</dd>
          </>
        )}
        {search.q && (
          <>
            <dt>{t`Keyword`}</dt>
            <dd>{search.q}</dd>
          </>
        )}
        {car && (
          <>
            <dt>{t`Car`}</dt>
            <dd>{car}</dd>
          </>
        )}
        {search.brand && (
          <>
            <dt>{t`Part brand`}</dt>
            <dd>{search.brand}</dd>
          </>
        )}
        {price && (
          <>
            <dt>{t`Price`}</dt>
            <dd>{price}</dd>
          </>
        )}
      </dl>
      <p>
        <Link to="/pages/home/home" className="app-link">
          <Trans>Clear search</Trans>
        </Link>
      </p>
      {children}
    </section>
  );
}
