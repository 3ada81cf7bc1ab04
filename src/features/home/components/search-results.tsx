import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/shared/ui/empty-state';
import type { HomeSearch } from '../search';

/** The active search and its results; the product list arrives with the catalog calls. */
export function SearchResults({ search }: { search: HomeSearch }) {
  const { t } = useLingui();
  const car = [search.make, search.model, search.year, search.variant, search.engine, search.transmission]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
  const price =
    search.priceMin !== undefined || search.priceMax !== undefined
      ? `RM ${(search.priceMin ?? 0).toFixed(2)} – ${search.priceMax !== undefined ? `RM ${search.priceMax.toFixed(2)}` : t`any`}`
      : null;

  return (
    <section className="home-section" aria-labelledby="home-results-title" aria-live="polite">
      <h2 id="home-results-title" className="home-section__title">
        <Trans>Search results</Trans>
      </h2>
      <dl className="home-query">
        {search.category && (
          <>
            <dt>{t`Category`}</dt>
            <dd>{search.category}</dd>
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
      <EmptyState
        title={t`Results come with the catalog`}
        description={t`Matching products will be listed here as soon as the product catalog is online.`}
        action={
          <Link to="/pages/home/home" className="app-link">
            <Trans>Clear search</Trans>
          </Link>
        }
      />
    </section>
  );
}
