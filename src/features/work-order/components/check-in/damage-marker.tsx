import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { damageKinds, type CarZone, type DamageKind, type DamageMark } from '@/shared/contract/staff';
import { carZoneLabels, damageKindLabels } from '@/shared/labels/check-in';
import { CarOutline, DamageNumber, useDamageText } from '@/shared/ui/car-outline';
import '../../work-order.css';
import './check-in.css';

/**
 * Damage marked on the car outline: a part is tapped (or chosen with the keyboard), then what is
 * wrong with it; each marked part is numbered on the outline and listed, and can be cleared.
 */
export function DamageMarker({ marks, onChange }: { marks: DamageMark[]; onChange: (marks: DamageMark[]) => void }) {
  const { t, i18n } = useLingui();
  const damageText = useDamageText();
  const [zone, setZone] = useState<CarZone | null>(null);
  const current = zone ? marks.find((m) => m.zone === zone)?.kind : undefined;
  const mark = (z: CarZone, kind: DamageKind | null) =>
    onChange(kind ? [...marks.filter((m) => m.zone !== z), { zone: z, kind }] : marks.filter((m) => m.zone !== z));
  return (
    <fieldset className="wo-fieldset wo-damage">
      <legend>
        <Trans>Damage on the car</Trans>
      </legend>
      <p className="app-muted">
        <Trans>Tap a part of the car, then say what is wrong with it. Leave it empty if there is no damage.</Trans>
      </p>
      <div className="wo-damage__layout">
        <CarOutline marks={marks} selected={zone} onSelect={setZone} />
        <div className="wo-damage__side">
          {zone ? (
            <div
              role="radiogroup"
              aria-label={t`Damage on ${i18n._(carZoneLabels[zone])}`}
              className="wo-damage__kinds"
            >
              <p className="wo-damage__zone">{i18n._(carZoneLabels[zone])}</p>
              {damageKinds.map((kind) => (
                <label key={kind} className="wo-damage__kind" data-on={current === kind}>
                  <input type="radio" name="damage-kind" checked={current === kind} onChange={() => mark(zone, kind)} />
                  <span>{i18n._(damageKindLabels[kind])}</span>
                </label>
              ))}
              <label className="wo-damage__kind" data-on={current === undefined}>
                <input
                  type="radio"
                  name="damage-kind"
                  checked={current === undefined}
                  onChange={() => mark(zone, null)}
                />
                <span>
                  <Trans>No damage</Trans>
                </span>
              </label>
            </div>
          ) : (
            <p className="app-muted">
              <Trans>No part chosen yet.</Trans>
            </p>
          )}
        </div>
      </div>
      {marks.length > 0 ? (
        <ol className="wo-damage__list">
          {marks.map((m, i) => (
            <li key={m.zone}>
              <DamageNumber n={i + 1} />
              <span className="wo-damage__mark">{damageText(m)}</span>
              <button
                type="button"
                className="roda-button roda-button--secondary wo-damage__clear"
                aria-label={t`Clear the damage on ${i18n._(carZoneLabels[m.zone])}`}
                onClick={() => mark(m.zone, null)}
              >
                <Trans>Clear</Trans>
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="app-muted">
          <Trans>No damage marked</Trans>
        </p>
      )}
    </fieldset>
  );
}
