import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { categoriesQueryOptions } from '@/shared/api/get-categories';
import { readChosenCar } from '@/shared/lib/chosen-car';
import { Grid } from '@/shared/ui/grid';
import type { HomeSearch } from '../search';
import { readSearchDraft } from '../search-draft';

/** Product categories from the server; a tap searches that category for the chosen car with the search panel's current filters. */
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
              const car = readChosenCar();
              const edits = readSearchDraft();
              void navigate({
                to: '/pages/home/home',
                search: { ...car, ...search, ...edits, category: category.code },
              });
            },
          }))}
        />
      )}
    </section>
  );
}
