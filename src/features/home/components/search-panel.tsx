import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { readJson, StorageKey, writeJson } from '@/shared/lib/storage';
import { BrandSelector, isCompleteChoice, type CarChoice } from '@/shared/ui/brand-selector';
import { vehicleSpecsQueryOptions } from '../api/get-vehicle-specs';
import type { HomeSearch } from '../search';

function carFromSearch(search: HomeSearch): CarChoice | null {
  const choice = {
    specId: search.specId,
    make: search.make,
    model: search.model,
    year: search.year,
    variant: search.variant,
    engine: search.engine,
    transmission: search.transmission,
  };
  return isCompleteChoice(choice) ? choice : null;
}

function storedCar(): CarChoice | null {
  const stored = readJson<Partial<CarChoice>>(StorageKey.carInfoApp);
  return isCompleteChoice(stored) ? stored : null;
}

/** Filters by car (make … transmission), part brand and price range, then opens the results. */
export function SearchPanel({ search }: { search: HomeSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const ids = { brand: useId(), min: useId(), max: useId(), error: useId() };
  const specs = useQuery(vehicleSpecsQueryOptions());
  const [car, setCar] = useState<CarChoice | null>(() => carFromSearch(search) ?? storedCar());
  const [brand, setBrand] = useState(search.brand ?? '');
  const [priceMin, setPriceMin] = useState(search.priceMin?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(search.priceMax?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);

  const chooseCar = (next: CarChoice) => {
    setCar(next);
    writeJson(StorageKey.carInfoApp, next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = priceMin === '' ? undefined : Number(priceMin);
    const max = priceMax === '' ? undefined : Number(priceMax);
    if (
      (min !== undefined && (!Number.isFinite(min) || min < 0)) ||
      (max !== undefined && (!Number.isFinite(max) || max < 0))
    ) {
      setError(t`Please enter prices in RM as numbers`);
      return;
    }
    if (min !== undefined && max !== undefined && min > max) {
      setError(t`The lowest price must not be above the highest price`);
      return;
    }
    setError(null);
    void navigate({
      to: '/pages/home/home',
      search: {
        category: search.category,
        specId: car?.specId,
        make: car?.make,
        model: car?.model,
        year: car?.year,
        variant: car?.variant,
        engine: car?.engine,
        transmission: car?.transmission,
        brand: brand.trim() || undefined,
        priceMin: min,
        priceMax: max,
      },
    });
  };

  return (
    <section className="home-section home-search" aria-labelledby="home-search-title">
      <h2 id="home-search-title" className="home-section__title">
        <Trans>Find parts for your car</Trans>
      </h2>
      <form onSubmit={submit} noValidate aria-describedby={error ? ids.error : undefined}>
        {specs.isError ? (
          <p className="app-muted" role="alert">
            {t`Could not load the car models.`}{' '}
            <button type="button" className="app-link" onClick={() => void specs.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </p>
        ) : (
          <BrandSelector specs={specs.data ?? []} value={car} onChange={chooseCar} />
        )}
        <div className="home-search__row">
          <label htmlFor={ids.brand}>
            <Trans>Part brand</Trans>
          </label>
          <input
            id={ids.brand}
            className="app-input"
            value={brand}
            onChange={(e) => setBrand(e.target.value)}
            placeholder={t`Any brand, e.g. Bosch`}
            autoComplete="off"
          />
        </div>
        <fieldset className="home-search__price">
          <legend>
            <Trans>Price range (RM)</Trans>
          </legend>
          <label htmlFor={ids.min} className="roda-sr-only">
            <Trans>Lowest price (RM)</Trans>
          </label>
          <input
            id={ids.min}
            className="app-input"
            inputMode="decimal"
            value={priceMin}
            onChange={(e) => setPriceMin(e.target.value)}
            placeholder={t`Min`}
          />
          <span aria-hidden="true">–</span>
          <label htmlFor={ids.max} className="roda-sr-only">
            <Trans>Highest price (RM)</Trans>
          </label>
          <input
            id={ids.max}
            className="app-input"
            inputMode="decimal"
            value={priceMax}
            onChange={(e) => setPriceMax(e.target.value)}
            placeholder={t`Max`}
          />
        </fieldset>
        {error && (
          <p id={ids.error} className="app-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="roda-button roda-button--primary app-block">
          <Trans>Search</Trans>
        </button>
      </form>
    </section>
  );
}
