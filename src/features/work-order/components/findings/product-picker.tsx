import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import type { ProductCategory } from '@/shared/contract/catalog';
import type { FindingCategory } from '@/shared/contract/orders/extra-work';
import { formatRM } from '@/shared/lib/format';
import type { QuotableProduct } from '../../api/quotable-products';
import '../../work-order.css';
import './findings.css';

/** Where a finding's products are usually found in the catalogue: offered first. */
const CATALOGUE_OF: Partial<Record<FindingCategory, ProductCategory>> = {
  brakes: 'brake_pads',
  tyres: 'tyres',
  wipers: 'wipers',
  tint: 'tint',
  fluids: 'maintenance',
  battery: 'maintenance',
};

const SHOWN = 5;

/** The products to offer: those matching the words typed, else the finding's own kind first. */
export function productChoices(
  products: readonly QuotableProduct[],
  query: string,
  category: FindingCategory | '',
  chosen: number | null,
): QuotableProduct[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matching = products.filter((p) => {
    const text = `${p.name} ${p.brand} ${p.sku} ${p.size ?? ''}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
  const kind = category === '' ? undefined : CATALOGUE_OF[category];
  const ordered =
    words.length === 0 && kind
      ? [...matching].sort((a, b) => Number(b.category === kind) - Number(a.category === kind))
      : matching;
  const shown = ordered.slice(0, SHOWN);
  // the chosen product stays on the list, whatever is typed
  const picked = products.find((p) => p.id === chosen);
  return picked && !shown.includes(picked) ? [picked, ...shown.slice(0, SHOWN - 1)] : shown;
}

/**
 * Chooses a catalogue product that fits the order's car, from the list kept on the phone (so it
 * works offline): type to narrow it, pick one of the radio buttons.
 */
export function ProductPicker({
  products,
  category,
  value,
  onChange,
  error,
  errorId,
  vehicle,
}: {
  products: readonly QuotableProduct[];
  category: FindingCategory | '';
  value: number | null;
  onChange: (productId: number) => void;
  error?: string;
  errorId: string;
  vehicle: string;
}) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const ids = { search: useId(), name: useId() };
  const choices = useMemo(() => productChoices(products, query, category, value), [products, query, category, value]);
  return (
    <div className="fd-picker">
      <label htmlFor={ids.search} className="fd-label">
        <Trans>Find a product that fits {vehicle}</Trans>
      </label>
      <input
        id={ids.search}
        className="app-input"
        type="search"
        value={query}
        placeholder={t`Name, brand or size`}
        onChange={(e) => setQuery(e.target.value)}
      />
      <fieldset
        className="fd-picker__list"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className="roda-sr-only">
          <Trans>Products that fit this car</Trans>
        </legend>
        {choices.length === 0 && (
          <p className="app-muted">
            <Trans>No product that fits this car matches these words.</Trans>
          </p>
        )}
        {choices.map((p, i) => (
          <label key={p.id} className="fd-picker__option">
            <input
              type="radio"
              name={ids.name}
              checked={value === p.id}
              onChange={() => onChange(p.id)}
              aria-invalid={error && i === 0 ? true : undefined}
            />
            <span className="fd-picker__text">
              <span>{p.name}</span>
              <span className="app-muted">
                {[p.size, formatRM(p.priceSen, i18n.locale), t`labour ${formatRM(p.labourSen, i18n.locale)}`]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id={errorId} className="app-error fd-error">
          {error}
        </p>
      )}
    </div>
  );
}
