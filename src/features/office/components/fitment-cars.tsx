import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { OfficeProductInput } from '@/shared/contract/office';
import { OfficeText } from './office-text';

export type Fit = OfficeProductInput['fitment'];
type FitmentRow = Extract<Fit, { kind: 'models' }>['models'][number];

const emptyRow: FitmentRow = {
  make: '',
  model: '',
  yearFrom: 2015,
  yearTo: new Date().getFullYear(),
  variant: '',
  engine: '',
  transmission: '',
};

/** Which cars a product fits: every car, or a list of make, model, years and optional variant, engine, gearbox. */
export function FitmentCars({ fitment, onChange }: { fitment: Fit; onChange: (fitment: Fit) => void }) {
  const { t } = useLingui();
  const rows = fitment.kind === 'models' ? fitment.models : [];
  const setRows = (models: FitmentRow[]) => onChange({ kind: 'models', models });
  const setRow = (i: number, patch: Partial<FitmentRow>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const text = (label: ReactNode, value: string, change: (v: string) => void, max: number, required = false) => (
    <OfficeText label={label} value={value} onChange={change} max={max} required={required} />
  );
  const year = (v: string) => Number(v.replace(/\D/g, '') || 0);

  return (
    <fieldset className="office-fit">
      <legend>{t`Which cars does it fit?`}</legend>
      <label className="office-field--check">
        <input
          type="radio"
          name="fit"
          checked={fitment.kind === 'universal'}
          onChange={() => onChange({ kind: 'universal' })}
        />
        <span>{t`Every car`}</span>
      </label>
      <label className="office-field--check">
        <input
          type="radio"
          name="fit"
          checked={fitment.kind === 'models'}
          onChange={() => setRows(rows.length ? rows : [{ ...emptyRow }])}
        />
        <span>{t`Only these cars`}</span>
      </label>
      {fitment.kind === 'bodyType' && <p>{t`Body types: ${fitment.bodyTypes.join(', ')}`}</p>}
      {fitment.kind === 'models' && (
        <ol className="office-fit__rows">
          {rows.map((row, i) => (
            <li key={i} className="office-fit__row">
              {text(t`Make`, row.make, (make) => setRow(i, { make }), 60, true)}
              {text(t`Model`, row.model, (model) => setRow(i, { model }), 60, true)}
              {text(t`From year`, String(row.yearFrom), (v) => setRow(i, { yearFrom: year(v) }), 4)}
              {text(t`To year`, String(row.yearTo), (v) => setRow(i, { yearTo: year(v) }), 4)}
              {text(t`Variant (optional)`, row.variant ?? '', (variant) => setRow(i, { variant }), 60)}
              {text(t`Engine (optional)`, row.engine ?? '', (engine) => setRow(i, { engine }), 60)}
              {text(
                t`Transmission (optional)`,
                row.transmission ?? '',
                (transmission) => setRow(i, { transmission }),
                60,
              )}
              <button
                type="button"
                className="roda-button roda-button--secondary office-fit__remove"
                disabled={rows.length === 1}
                onClick={() => setRows(rows.filter((_, j) => j !== i))}
              >
                {t`Remove car ${i + 1}`}
              </button>
            </li>
          ))}
        </ol>
      )}
      {fitment.kind === 'models' && (
        <button
          type="button"
          className="roda-button roda-button--secondary"
          onClick={() => setRows([...rows, { ...emptyRow }])}
        >
          <Trans>Add a car</Trans>
        </button>
      )}
    </fieldset>
  );
}
