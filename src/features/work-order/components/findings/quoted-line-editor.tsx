import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FindingCategory } from '@/shared/contract/orders/extra-work';
import { formatRM } from '@/shared/lib/format';
import { Field } from '@/shared/ui/field';
import type { QuotableProduct } from '../../api/quotable-products';
import { MAX_QUOTED_QUANTITY, type LineDraft } from '../../finding-draft';
import { ProductPicker } from './product-picker';
import '../../work-order.css';
import './findings.css';

/**
 * One quoted line of a finding: a product that fits the car (its quantity, and its labour when the
 * job costs other than the product's own), or labour alone with a description and a price in RM.
 */
export function QuotedLineEditor({
  line,
  index,
  onChange,
  onRemove,
  errorOf,
  products,
  category,
  vehicle,
}: {
  line: LineDraft;
  index: number;
  onChange: (line: LineDraft) => void;
  onRemove: () => void;
  /** The message beside a field of this line, if it is in error. */
  errorOf: (field: 'product' | 'quantity' | 'labour' | 'description') => string | undefined;
  /** Null when the products could not be loaded (no signal and nothing kept), 'loading' meanwhile. */
  products: readonly QuotableProduct[] | null | 'loading';
  category: FindingCategory | '';
  vehicle: string;
}) {
  const { t, i18n } = useLingui();
  const pickerError = useId();
  const set = (patch: Partial<LineDraft>) => onChange({ ...line, ...patch });
  const list = Array.isArray(products) ? products : null;
  const product = list?.find((p) => p.id === line.productId);
  const n = index + 1;
  return (
    <fieldset className="wo-fieldset fd-line-editor" data-testid="line-editor" data-kind={line.kind}>
      <legend className="fd-line-editor__legend">
        {line.kind === 'product' ? t`Line ${n}: product` : t`Line ${n}: labour`}
      </legend>
      {line.kind === 'product' ? (
        <>
          {list ? (
            <ProductPicker
              products={list}
              category={category}
              value={line.productId}
              onChange={(productId) => set({ productId })}
              error={errorOf('product')}
              errorId={pickerError}
              vehicle={vehicle}
            />
          ) : products === 'loading' ? (
            <p className="app-muted" aria-busy="true">
              <Trans>Loading the products that fit this car…</Trans>
            </p>
          ) : (
            <p className="app-error fd-error">
              <Trans>
                The products for this car are not on this phone yet. Quote labour now, or add the product when there is
                a signal.
              </Trans>
            </p>
          )}
          <div className="fd-line-editor__row">
            <Field label={<Trans>Quantity</Trans>} error={errorOf('quantity')}>
              {(control) => (
                <input
                  {...control}
                  className="app-input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_QUOTED_QUANTITY}
                  value={line.quantity}
                  onChange={(e) => set({ quantity: e.target.value })}
                />
              )}
            </Field>
            <Field
              label={<Trans>Labour per unit (RM)</Trans>}
              hint={
                product ? (
                  <Trans>Empty: the product's own, {formatRM(product.labourSen, i18n.locale)}</Trans>
                ) : (
                  <Trans>Empty: the product's own</Trans>
                )
              }
              error={errorOf('labour')}
            >
              {(control) => (
                <input
                  {...control}
                  className="app-input"
                  inputMode="decimal"
                  value={line.labourRM}
                  onChange={(e) => set({ labourRM: e.target.value })}
                />
              )}
            </Field>
          </div>
        </>
      ) : (
        <>
          <Field label={<Trans>What the labour is</Trans>} error={errorOf('description')}>
            {(control) => (
              <input
                {...control}
                className="app-input"
                maxLength={200}
                value={line.description}
                onChange={(e) => set({ description: e.target.value })}
              />
            )}
          </Field>
          <Field label={<Trans>Price (RM)</Trans>} hint={<Trans>Before service tax</Trans>} error={errorOf('labour')}>
            {(control) => (
              <input
                {...control}
                className="app-input"
                inputMode="decimal"
                value={line.labourRM}
                onChange={(e) => set({ labourRM: e.target.value })}
              />
            )}
          </Field>
        </>
      )}
      <button type="button" className="roda-button roda-button--secondary fd-line-editor__remove" onClick={onRemove}>
        {t`Remove line ${n}`}
      </button>
    </fieldset>
  );
}
