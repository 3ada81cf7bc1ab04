import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { ProductCategory } from '@/shared/contract/catalog';
import type { WorkshopSettings } from '@/shared/contract/office-workshops';
import { formatDateChip } from '@/shared/lib/format';
import { categoryLabels } from '@/shared/lib/labels';
import { showToast } from '@/shared/ui/toast';
import { useSaveWorkshop } from './workshops-api';
import { errorText } from '@/shared/lib/api-client';

/** A Monday: weekday names come from the reader's locale (2026-11-23 + n). */
const weekdayName = (weekday: number, locale: string) =>
  formatDateChip(`2026-11-${String(22 + weekday).padStart(2, '0')}`, locale).weekday;

const services = Object.keys(categoryLabels) as ProductCategory[];

/** Hours per weekday, places per hour of the slot grid and the services of one store; the server checks bookings. */
export function WorkshopSettingsForm({ storeId, initial }: { storeId: number; initial: WorkshopSettings }) {
  const { t, i18n } = useLingui();
  const [settings, setSettings] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveWorkshop();
  const setDay = (weekday: number, patch: Partial<WorkshopSettings['weekHours'][number]>) =>
    setSettings((s) => ({ ...s, weekHours: s.weekHours.map((d) => (d.weekday === weekday ? { ...d, ...patch } : d)) }));
  const setCapacity = (slot: string, capacity: number) =>
    setSettings((s) => ({ ...s, hourCapacity: s.hourCapacity.map((h) => (h.slot === slot ? { ...h, capacity } : h)) }));
  const toggleService = (code: ProductCategory, on: boolean) =>
    setSettings((s) => ({ ...s, services: on ? [...s.services, code] : s.services.filter((c) => c !== code) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // the promise, not mutate's callbacks: the saved settings are read again first, and this form,
    // keyed by them, is a new one by then (mutate's callbacks die with the old one)
    save.mutateAsync({ id: storeId, settings }).then(
      (r) => showToast(r.changed ? t`Saved` : t`Nothing changed`),
      (e: Error) => setError(errorText(e)),
    );
  };
  return (
    <form className="office-card office-workshop__form" onSubmit={submit} aria-labelledby="workshop-week-title">
      <h2 id="workshop-week-title">
        <Trans>Opening hours</Trans>
      </h2>
      <table className="office-table office-hours">
        <thead>
          <tr>
            <th scope="col">{t`Day`}</th>
            <th scope="col">{t`Open`}</th>
            <th scope="col">{t`Opens`}</th>
            <th scope="col">{t`Closes`}</th>
          </tr>
        </thead>
        <tbody>
          {settings.weekHours.map((d) => {
            const day = weekdayName(d.weekday, i18n.locale);
            return (
              <tr key={d.weekday}>
                <th scope="row">{day}</th>
                <td>
                  <input
                    type="checkbox"
                    checked={d.open}
                    aria-label={t`Open on ${day}`}
                    onChange={(e) => setDay(d.weekday, { open: e.target.checked })}
                  />
                </td>
                <td>
                  <input
                    className="app-input"
                    type="time"
                    step={1800}
                    value={d.opens}
                    disabled={!d.open}
                    aria-label={t`Opens on ${day}`}
                    onChange={(e) => setDay(d.weekday, { opens: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    className="app-input"
                    type="time"
                    step={1800}
                    value={d.closes}
                    disabled={!d.open}
                    aria-label={t`Closes on ${day}`}
                    onChange={(e) => setDay(d.weekday, { closes: e.target.value })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h2>
        <Trans>Places per hour</Trans>
      </h2>
      <p className="app-muted">
        <Trans>Appointments start on the hour. 0 means no appointments in that hour.</Trans>
      </p>
      <div className="office-grid-hours">
        {settings.hourCapacity.map((h) => (
          <label key={h.slot} className="office-field">
            <span>{h.slot}</span>
            <input
              className="app-input office-num"
              type="number"
              inputMode="numeric"
              min={0}
              max={50}
              value={h.capacity}
              onChange={(e) => setCapacity(h.slot, Number(e.target.value))}
            />
          </label>
        ))}
      </div>
      <fieldset className="office-services">
        <legend>{t`Services installed here`}</legend>
        {services.map((code) => (
          <label key={code} className="office-field--check">
            <input
              type="checkbox"
              checked={settings.services.includes(code)}
              onChange={(e) => toggleService(code, e.target.checked)}
            />
            {i18n._(categoryLabels[code])}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="office-error" role="alert">
          {error}
        </p>
      )}
      <div className="office-form__actions">
        <button type="submit" className="roda-button" disabled={save.isPending}>
          {save.isPending ? t`Saving…` : t`Save hours and places`}
        </button>
      </div>
    </form>
  );
}
