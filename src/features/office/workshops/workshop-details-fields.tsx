import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatMalaysianPhone, normaliseMalaysianPhone } from '@/shared/lib/phone';
import { DocField } from '../documents/doc-field';
import {
  citiesOf,
  detailsMaxLength,
  mapUrl,
  positionOf,
  splitPosition,
  storeStates,
  type DetailsErrors,
  type DetailsField,
  type DetailsForm,
} from './workshop-details-form';

/**
 * The fields of a store's details (the Details card and the Add workshop form): each error beside its
 * field, the phone rewritten as Malaysians write it once typed, and a link to a map at the position.
 */
export function WorkshopDetailsFields({
  form,
  errors,
  idOf,
  onChange,
}: {
  form: DetailsForm;
  errors: DetailsErrors;
  idOf: (field: DetailsField) => string;
  onChange: (patch: Partial<DetailsForm>) => void;
}) {
  const { t, i18n } = useLingui();
  const errorOf = (field: DetailsField) => {
    const error = errors[field];
    return error ? i18n._(error) : undefined;
  };
  const field = (name: DetailsField, text: ReactNode, more: { wide?: boolean } = {}) => ({
    id: idOf(name),
    label: text,
    error: errorOf(name),
    ...more,
  });
  const position = positionOf(form);
  const cities = citiesOf(form.state);
  const listId = `${idOf('city')}-towns`;
  // both numbers pasted into either field (as a map app copies them) fill both
  const coordinate = (name: 'lat' | 'lng', value: string) => onChange(splitPosition(value) ?? { [name]: value });
  const newTab = <span className="roda-sr-only"> {t`(opens in a new tab)`}</span>;

  return (
    <>
      <DocField {...field('name', t`Store name`, { wide: true })}>
        {(control) => (
          <input
            {...control}
            className="app-input"
            required
            value={form.name}
            maxLength={detailsMaxLength.name}
            autoComplete="off"
            onChange={(e) => onChange({ name: e.target.value })}
          />
        )}
      </DocField>
      <DocField {...field('address', t`Street address`, { wide: true })}>
        {(control) => (
          <input
            {...control}
            className="app-input"
            required
            value={form.address}
            maxLength={detailsMaxLength.address}
            autoComplete="off"
            onChange={(e) => onChange({ address: e.target.value })}
          />
        )}
      </DocField>
      <DocField {...field('state', t`State`)}>
        {(control) => (
          <select
            {...control}
            className="app-input"
            required
            value={form.state}
            onChange={(e) => onChange({ state: e.target.value })}
          >
            <option value="" disabled>
              {t`Choose a state`}
            </option>
            {storeStates.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </DocField>
      <DocField {...field('city', t`City or town`)}>
        {(control) => (
          <>
            <input
              {...control}
              className="app-input"
              required
              list={cities.length > 0 ? listId : undefined}
              value={form.city}
              maxLength={detailsMaxLength.city}
              autoComplete="off"
              onChange={(e) => onChange({ city: e.target.value })}
            />
            <datalist id={listId}>
              {cities.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </>
        )}
      </DocField>
      <DocField {...field('postcode', t`Postcode`)}>
        {(control) => (
          <input
            {...control}
            className="app-input"
            required
            inputMode="numeric"
            value={form.postcode}
            maxLength={detailsMaxLength.postcode}
            autoComplete="off"
            onChange={(e) => onChange({ postcode: e.target.value })}
          />
        )}
      </DocField>
      <DocField {...field('phone', t`Phone`)}>
        {(control) => (
          <input
            {...control}
            className="app-input"
            required
            type="tel"
            value={form.phone}
            maxLength={detailsMaxLength.phone}
            autoComplete="off"
            onChange={(e) => onChange({ phone: e.target.value })}
            onBlur={() => {
              const kept = normaliseMalaysianPhone(form.phone);
              if (kept) onChange({ phone: formatMalaysianPhone(kept) });
            }}
          />
        )}
      </DocField>
      <fieldset className="office-ws-position office-doc-field--wide">
        <legend>{t`Location on the map`}</legend>
        <p className="office-doc-field__hint">
          {t`Customers get directions to this point. Copy it from a map app: both numbers can be pasted into either field.`}
        </p>
        <div className="office-ws-position__fields">
          {(['lat', 'lng'] as const).map((name) => (
            <DocField key={name} {...field(name, name === 'lat' ? t`Latitude` : t`Longitude`)}>
              {(control) => (
                <input
                  {...control}
                  className="app-input"
                  required
                  inputMode="decimal"
                  value={form[name]}
                  maxLength={40}
                  autoComplete="off"
                  onChange={(e) => coordinate(name, e.target.value)}
                />
              )}
            </DocField>
          ))}
        </div>
        {position && (
          <a
            className="app-link office-ws-position__map"
            href={mapUrl(position)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t`Open in map`}
            {newTab}
          </a>
        )}
      </fieldset>
    </>
  );
}
