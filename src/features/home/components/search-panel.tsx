import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { vehicleSpecsQueryOptions } from '@/shared/api/get-vehicle-specs';
import { readChosenCar, writeChosenCar } from '@/shared/lib/chosen-car';
import { BrandSelector, isCompleteChoice, type CarChoice } from '@/shared/ui/brand-selector';
import { showToast } from '@/shared/ui/toast';
import { useProductIndex } from '../api/get-product-index';
import { sortCodes, type HomeSearch } from '../search';
import { setSearchDraft } from '../search-draft';

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

/** Filters by car (make … transmission), part brand, price range, keyword and order, then opens the results. */
export function SearchPanel({ search }: { search: HomeSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const ids = { q: useId(), brand: useId(), sort: useId(), min: useId(), max: useId(), error: useId(), hint: useId() };
  const specs = useQuery(vehicleSpecsQueryOptions());
  const queryClient = useQueryClient();
  const index = useProductIndex();
  const [car, setCar] = useState<CarChoice | null>(() => carFromSearch(search) ?? readChosenCar());
  const [keyword, setKeyword] = useState(search.q ?? '');
  const [brand, setBrand] = useState(search.brand ?? '');
  const [sort, setSort] = useState<string>(search.sort ?? 'recommended');
  const [priceMin, setPriceMin] = useState(search.priceMin?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(search.priceMax?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);

  // a car in the address (a service reminder's link, a shared search) becomes the chosen car, so
  // the product and the booking opened from these results are for it (they read carInfoApp)
  useEffect(() => {
    const fromAddress = carFromSearch(search);
    if (fromAddress) writeChosenCar(fromAddress);
  }, [search]);

  // what a category tap searches with: these edits, even before Search is pressed
  useEffect(() => {
    const price = (text: string) => {
      const value = text.trim() === '' ? undefined : Number(text);
      return value !== undefined && Number.isFinite(value) && value >= 0 ? value : undefined;
    };
    setSearchDraft({
      q: keyword.trim() || undefined,
      sort: sort === 'recommended' ? undefined : (sort as HomeSearch['sort']),
      specId: car?.specId,
      make: car?.make,
      model: car?.model,
      year: car?.year,
      variant: car?.variant,
      engine: car?.engine,
      transmission: car?.transmission,
      brand: brand || undefined,
      priceMin: price(priceMin),
      priceMax: price(priceMax),
    });
  }, [car, keyword, brand, sort, priceMin, priceMax]);

  const sortNames: Record<(typeof sortCodes)[number], string> = {
    recommended: t`Recommended`,
    priceAsc: t`Price: low to high`,
    priceDesc: t`Price: high to low`,
  };
  const partBrands = index.data?.partBrands ?? [];

  const chooseCar = (next: CarChoice) => {
    setCar(next);
    writeChosenCar(next);
  };

  // The clipboard advisory (docs/product.md#messages). The clipboard is read only from this button (a user
  // gesture, which browsers require), and text that looks like a vehicle query is pasted only after the person agrees.
  const pasteFromClipboard = async () => {
    let text: string;
    try {
      text = (await navigator.clipboard.readText()).trim();
    } catch {
      showToast(t`The clipboard could not be read. Paste into the search box instead.`);
      return;
    }
    if (text === '') return;
    // loaded on use: the advisory is only needed after a paste
    const { applyPastedText } = await import('../paste-from-clipboard');
    // the vehicle list may still be on its way (a paste right after start): recognise against it, not an empty one
    const known = specs.data ?? (await queryClient.ensureQueryData(vehicleSpecsQueryOptions()).catch(() => []));
    await applyPastedText(text, { specs: known, car, setKeyword, setHint });
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
      // the results bring themselves into view (search-results.tsx)
      resetScroll: false,
      search: {
        category: search.category,
        q: keyword.trim() || undefined,
        sort: sort === 'recommended' ? undefined : (sort as HomeSearch['sort']),
        specId: car?.specId,
        make: car?.make,
        model: car?.model,
        year: car?.year,
        variant: car?.variant,
        engine: car?.engine,
        transmission: car?.transmission,
        brand: brand || undefined,
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
        {hint && (
          <p id={ids.hint} className="app-muted" role="status">
            {hint}
          </p>
        )}
        <div className="home-search__row">
          <label htmlFor={ids.q}>
            <Trans>Keyword</Trans>
          </label>
          <div className="home-search__inline">
            <input
              id={ids.q}
              className="app-input"
              type="search"
              value={keyword}
              maxLength={100}
              onChange={(e) => setKeyword(e.target.value)}
              placeholder={t`e.g. wiper, 175/65R14`}
              autoComplete="off"
            />
            <button type="button" className="roda-button" onClick={() => void pasteFromClipboard()}>
              <Trans>Paste from clipboard</Trans>
            </button>
          </div>
        </div>
        <div className="home-search__row">
          <label htmlFor={ids.brand}>
            <Trans>Part brand</Trans>
          </label>
          <select id={ids.brand} className="app-input" value={brand} onChange={(e) => setBrand(e.target.value)}>
            <option value="">{t`Any brand`}</option>
            {brand && !partBrands.includes(brand) && <option value={brand}>{brand}</option>}
            {partBrands.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
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
        <div className="home-search__row">
          <label htmlFor={ids.sort}>
            <Trans>Sort by</Trans>
          </label>
          <select id={ids.sort} className="app-input" value={sort} onChange={(e) => setSort(e.target.value)}>
            {sortCodes.map((code) => (
              <option key={code} value={code}>
                {sortNames[code]}
              </option>
            ))}
          </select>
        </div>
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
