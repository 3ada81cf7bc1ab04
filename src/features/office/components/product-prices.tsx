import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatRM } from '@/shared/lib/format';
import { RequiredMark } from './required-mark';

/** The product form's amounts as typed, in RM. */
export type PriceTexts = { price: string; originalPrice: string; labour: string };
export type PriceField = keyof PriceTexts;
export type PriceErrors = Partial<Record<PriceField, MessageDescriptor>>;

const RM = /^\d{1,8}(\.\d{1,2})?$/;
/** RM as typed ("45", "45.9", "45.90") to sen; anything else is 0 (priceProblems says why first). */
export const senOf = (rm: string) => (RM.test(rm.trim()) ? Math.round(Number(rm.trim()) * 100) : 0);
export const rmOf = (sen: number | null | undefined) => (sen ? (sen / 100).toFixed(2) : '');

/** The amounts the server would refuse (officePrice, officeOriginalPrice), checked before it is asked. */
export function priceProblems(texts: PriceTexts): PriceErrors {
  const errors: PriceErrors = {};
  const price = senOf(texts.price);
  if (price < 1) errors.price = msg`Enter a price of at least RM 0.01`;
  const original = texts.originalPrice.trim();
  if (original !== '' && senOf(original) < 1)
    errors.originalPrice = msg`Enter an amount in RM, e.g. 45.90, or leave it empty`;
  else if (original !== '' && price >= 1 && senOf(original) < price)
    errors.originalPrice = msg`The original price cannot be lower than the price`;
  const labour = texts.labour.trim();
  if (labour !== '' && !RM.test(labour)) errors.labour = msg`Enter an amount in RM, e.g. 45.90, or leave it empty`;
  return errors;
}

/** One amount in RM: its label, what it reads as, a hint and its error beside it. */
function MoneyField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required = false,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}) {
  const { i18n } = useLingui();
  const ids = { preview: `${id}-rm`, hint: `${id}-hint`, error: `${id}-error` };
  const describedBy = [value.trim() ? ids.preview : '', hint ? ids.hint : '', error ? ids.error : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="office-field office-doc-field">
      <label htmlFor={id} className="office-doc-field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        id={id}
        className="app-input"
        inputMode="decimal"
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {/* what the typed amount reads as, once it reads as one */}
      {value.trim() && RM.test(value.trim()) && <small id={ids.preview}>{formatRM(senOf(value), i18n.locale)}</small>}
      {hint && (
        <span id={ids.hint} className="office-doc-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={ids.error} className="office-doc-field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** The price, the original price and the labour of a product, each typed in RM. */
export function ProductPrices({
  base,
  texts,
  onTexts,
  errors,
}: {
  /** The form's id prefix of these inputs (priceFieldId). */
  base: string;
  texts: PriceTexts;
  onTexts: (patch: Partial<PriceTexts>) => void;
  errors: PriceErrors;
}) {
  const { t, i18n } = useLingui();
  const errorOf = (field: PriceField) => (errors[field] ? i18n._(errors[field]) : undefined);
  return (
    <>
      <MoneyField
        id={priceFieldId(base, 'price')}
        label={t`Price (RM)`}
        value={texts.price}
        onChange={(price) => onTexts({ price })}
        error={errorOf('price')}
        required
      />
      <MoneyField
        id={priceFieldId(base, 'originalPrice')}
        label={t`Original price (RM, optional)`}
        value={texts.originalPrice}
        onChange={(originalPrice) => onTexts({ originalPrice })}
        error={errorOf('originalPrice')}
      />
      <MoneyField
        id={priceFieldId(base, 'labour')}
        label={t`Labour (RM, optional)`}
        value={texts.labour}
        onChange={(labour) => onTexts({ labour })}
        error={errorOf('labour')}
        hint={t`Fitting charge per unit, paid as the service fee on install orders (plus 8% service tax). Empty: no fitting charge.`}
      />
    </>
  );
}

/** The id of an amount's input, for the form to move the focus to the first wrong one. */
export const priceFieldId = (base: string, field: PriceField) => `${base}-${field}`;
