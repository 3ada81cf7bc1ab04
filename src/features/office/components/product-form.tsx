import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useCategories } from '@/shared/api/get-categories';
import type { ProductCategory } from '@/shared/contract/catalog';
import type { OfficeProductInput } from '@/shared/contract/office';
import { errorText } from '@/shared/lib/api-client';
import { showToast } from '@/shared/ui/toast';
import { useSaveProduct } from '../api/save-product';
import { FitmentCars, type Fit } from './fitment-cars';
import { OfficeText } from './office-text';
import { useCanEditCatalogue } from './office-shell';
import { ProductImageField } from './product-image-field';
import { priceFieldId, priceProblems, ProductPrices, rmOf, senOf, type PriceTexts } from './product-prices';

const seatTypeLabels = {
  infant: msg`Infant carrier`,
  convertible: msg`Convertible`,
  booster: msg`Booster`,
  all_in_one: msg`All-in-one`,
};
const wiperLabels = { long: msg`Driver side (long)`, short: msg`Passenger side (short)`, rear: msg`Rear` };

export const newProduct = (): OfficeProductInput => ({
  sku: '',
  category: 'maintenance',
  brand: '',
  name: { en: '', ms: '', zh: '' },
  description: { en: '', ms: '', zh: '' },
  priceSen: 0,
  originalPriceSen: null,
  labourSen: 0,
  stock: 0,
  size: null,
  colour: null,
  image: 'maintenance.svg',
  specs: {},
  fitment: { kind: 'universal' },
  active: true,
});

/** The fitment a category needs when it is chosen: tyres and wipers fit by size, the rest by car. */
function fitmentFor(category: ProductCategory, current: Fit): Fit {
  if (category === 'tyres') return current.kind === 'tyre' ? current : { kind: 'tyre', size: '' };
  if (category === 'wipers')
    return current.kind === 'wiper' ? current : { kind: 'wiper', position: 'long', sizeIn: 20 };
  return current.kind === 'tyre' || current.kind === 'wiper' ? { kind: 'universal' } : current;
}

/** The product form: names and descriptions in three languages, price, stock, specifications and fitment. */
export function ProductForm({
  id,
  initial,
  imageUrl,
  onDone,
}: {
  id: number | undefined;
  initial: OfficeProductInput;
  imageUrl: string | null;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const [p, setP] = useState<OfficeProductInput>(initial);
  const [prices, setPrices] = useState<PriceTexts>({
    price: rmOf(initial.priceSen),
    originalPrice: rmOf(initial.originalPriceSen),
    labour: rmOf(initial.labourSen),
  });
  const [error, setError] = useState<string | null>(null);
  // once a save was tried, the amounts are checked as they change
  const [checked, setChecked] = useState(false);
  const priceErrors = checked ? priceProblems(prices) : {};
  const priceBase = useId();
  const categories = useCategories();
  const save = useSaveProduct();
  const canEdit = useCanEditCatalogue();
  const set = (patch: Partial<OfficeProductInput>) => setP((old) => ({ ...old, ...patch }));
  const fitment = p.fitment;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setChecked(true);
    const wrong = (['price', 'originalPrice', 'labour'] as const).find((f) => priceProblems(prices)[f]);
    if (wrong) {
      requestAnimationFrame(() => document.getElementById(priceFieldId(priceBase, wrong))?.focus());
      return;
    }
    const originalSen = prices.originalPrice.trim() === '' ? null : senOf(prices.originalPrice);
    const product = {
      ...p,
      priceSen: senOf(prices.price),
      originalPriceSen: originalSen,
      labourSen: senOf(prices.labour),
    };
    save.mutate(
      { id, product },
      {
        onSuccess: () => {
          showToast(t`Saved`);
          onDone();
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };

  const text = (label: ReactNode, value: string, onChange: (v: string) => void, max: number, required = false) => (
    <OfficeText label={label} value={value} onChange={onChange} max={max} required={required} />
  );
  const languages = [
    ['en', t`English`],
    ['ms', t`Malay`],
    ['zh', t`Chinese`],
  ] as const;

  return (
    <form className="office-form" onSubmit={submit} noValidate>
      {error && (
        <p className="office-error" role="alert">
          {error}
        </p>
      )}
      <fieldset disabled={!canEdit || save.isPending} className="office-form__body">
        <div className="office-card">
          <h2>
            <Trans>Product</Trans>
          </h2>
          <div className="office-grid">
            {text(t`SKU`, p.sku, (sku) => set({ sku: sku.toUpperCase() }), 40, true)}
            {text(t`Brand`, p.brand, (brand) => set({ brand }), 60, true)}
            <label className="office-field">
              <span>{t`Category`}</span>
              <select
                className="app-input"
                value={p.category}
                onChange={(e) => {
                  const category = e.target.value as ProductCategory;
                  set({ category, fitment: fitmentFor(category, p.fitment) });
                }}
              >
                {categories.data?.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="office-field office-field--check">
              <input type="checkbox" checked={p.active ?? true} onChange={(e) => set({ active: e.target.checked })} />
              <span>{t`Shown to customers`}</span>
            </label>
          </div>
          {languages.map(([lang, label]) => (
            <div key={lang} className="office-lang" lang={lang === 'zh' ? 'zh-Hans' : lang}>
              {text(t`Name (${label})`, p.name[lang], (v) => set({ name: { ...p.name, [lang]: v } }), 200, true)}
              <label className="office-field">
                <span>{t`Description (${label})`}</span>
                <textarea
                  className="app-input"
                  rows={3}
                  maxLength={4000}
                  value={p.description[lang] ?? ''}
                  onChange={(e) => set({ description: { ...p.description, [lang]: e.target.value } })}
                />
              </label>
            </div>
          ))}
        </div>

        <div className="office-card">
          <h2>{id === undefined ? <Trans>Price and stock</Trans> : <Trans>Price</Trans>}</h2>
          <div className="office-grid">
            <ProductPrices
              base={priceBase}
              texts={prices}
              onTexts={(patch) => setPrices((old) => ({ ...old, ...patch }))}
              errors={priceErrors}
            />
            {/* a new product's first warehouse count; afterwards counts are kept under "Stock at each place" */}
            {id === undefined && (
              <label className="office-field">
                <span>{t`Warehouse stock (mail orders)`}</span>
                <input
                  className="app-input"
                  inputMode="numeric"
                  value={String(p.stock)}
                  onChange={(e) => set({ stock: Number(e.target.value.replace(/\D/g, '') || 0) })}
                />
              </label>
            )}
            {text(t`Size`, p.size ?? '', (size) => set({ size: size || null }), 60)}
            {text(t`Colour`, p.colour ?? '', (colour) => set({ colour: colour || null }), 60)}
            <ProductImageField image={p.image} imageUrl={imageUrl} onImage={(image) => set({ image })} />
          </div>
        </div>

        <div className="office-card">
          <h2>
            <Trans>Specification and fitment</Trans>
          </h2>
          {p.category === 'tint' && (
            <label className="office-field">
              <span>{t`Visible light transmission (VLT, %)`}</span>
              <input
                className="app-input"
                inputMode="numeric"
                value={p.specs?.vltPercent ?? ''}
                onChange={(e) => {
                  const v = e.target.value.replace(/\D/g, '');
                  set({ specs: { ...p.specs, vltPercent: v ? Number(v) : undefined } });
                }}
              />
            </label>
          )}
          {p.category === 'car_seats' && (
            <label className="office-field">
              <span>{t`Seat type`}</span>
              <select
                className="app-input"
                value={p.specs?.seatType ?? ''}
                onChange={(e) =>
                  set({
                    specs: { ...p.specs, seatType: (e.target.value || undefined) as keyof typeof seatTypeLabels },
                  })
                }
              >
                <option value="">{t`Not given`}</option>
                {Object.entries(seatTypeLabels).map(([key, label]) => (
                  <option key={key} value={key}>
                    {i18n._(label)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {fitment.kind === 'tyre' &&
            text(t`Tyre size (e.g. 185/55R16)`, fitment.size, (size) => set({ fitment: { kind: 'tyre', size } }), 20)}
          {fitment.kind === 'wiper' && (
            <div className="office-grid">
              <label className="office-field">
                <span>{t`Wiper position`}</span>
                <select
                  className="app-input"
                  value={fitment.position}
                  onChange={(e) =>
                    set({ fitment: { ...fitment, position: e.target.value as keyof typeof wiperLabels } })
                  }
                >
                  {Object.entries(wiperLabels).map(([key, label]) => (
                    <option key={key} value={key}>
                      {i18n._(label)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="office-field">
                <span>{t`Wiper size (inches)`}</span>
                <input
                  className="app-input"
                  inputMode="numeric"
                  value={String(fitment.sizeIn)}
                  onChange={(e) =>
                    set({ fitment: { ...fitment, sizeIn: Number(e.target.value.replace(/\D/g, '') || 0) } })
                  }
                />
              </label>
            </div>
          )}
          {fitment.kind !== 'tyre' && fitment.kind !== 'wiper' && (
            <FitmentCars fitment={fitment} onChange={(next) => set({ fitment: next })} />
          )}
        </div>
      </fieldset>
      {canEdit && (
        <div className="office-form__actions">
          <button type="button" className="roda-button roda-button--secondary" onClick={onDone}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="roda-button" disabled={save.isPending}>
            {id === undefined ? t`Create product` : t`Save changes`}
          </button>
        </div>
      )}
    </form>
  );
}
