import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { categoriesQueryOptions } from '@/shared/api/get-categories';
import { readChosenCar } from '@/shared/lib/chosen-car';
import { Grid } from '@/shared/ui/grid';
import { carPartOf, type HomeSearch } from '../search';
import { readSearchDraft } from '../search-draft';

/**
 * Product categories from the server. A tap is a new search: that category for the car (the one just
 * picked in the search panel, else the search's, else the remembered one), with no keyword, brand or
 * price left over from the last search.
 */
export function CategoryGrid({ search }: { search: HomeSearch }) {
  const active = search.category;
  const { t } = useLingui();
  const navigate = useNavigate();
  const categories = useQuery(categoriesQueryOptions());

  return (
    <section className="home-section" aria-labelledby="home-categories">
      <h2 id="home-categories" className="home-section__title">
        <Trans>Products and services</Trans>
      </h2>
      {categories.isPending ? (
        <p className="app-muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : categories.isError ? (
        <p className="app-muted" role="alert">
          {t`Could not load the categories.`}{' '}
          <button type="button" className="app-link" onClick={() => void categories.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <Grid
          columns={4}
          label={t`Categories`}
          items={categories.data.map((category) => ({
            key: category.code,
            icon: <img src={category.iconUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />,
            label: category.code === active ? `${category.name} ✓` : category.name,
            onClick: () => {
              const edited = carPartOf(readSearchDraft());
              const searched = carPartOf(search);
              const car = edited.specId ? edited : searched.specId ? searched : (readChosenCar() ?? {});
              void navigate({
                to: '/pages/home/home',
                search: { ...car, category: category.code },
                // the results bring themselves into view (search-results.tsx)
                resetScroll: false,
              });
            },
          }))}
        />
      )}
    </section>
  );
}
