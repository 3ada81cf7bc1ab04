import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { malaysiaAreas, type MalaysiaArea } from '../lib/malaysia-areas';
import { BottomPopup } from './bottom-popup';
import { OptionList } from './option-list';
import './option-list.css';

export type Area = { state: string; city: string };

export type AreaSelectorProps = {
  value: Area | null;
  onChange: (area: Area) => void;
  /** visible label of the trigger; defaults to 'Area' */
  label?: string;
  /** defaults to malaysiaAreas */
  areas?: MalaysiaArea[];
  /** The id of the message beside the trigger when the form refused the area. */
  errorId?: string | undefined;
};

/** Trigger button plus a bottom popup: choose a state, then a city. */
export function AreaSelector({ value, onChange, label, areas = malaysiaAreas, errorId }: AreaSelectorProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<string | null>(null);
  const title = label ?? t`Area`;
  const cities = areas.find((a) => a.state === state)?.cities ?? [];

  return (
    <>
      <button
        type="button"
        className="roda-selector-trigger"
        data-empty={value ? undefined : true}
        data-invalid={errorId ? 'true' : undefined}
        aria-describedby={errorId}
        aria-haspopup="dialog"
        onClick={() => {
          setState(null);
          setOpen(true);
        }}
      >
        <span className="roda-sr-only">{title}: </span>
        {value ? `${value.city}, ${value.state}` : t`Select state and city`}
      </button>
      <BottomPopup open={open} onClose={() => setOpen(false)} title={title}>
        {state === null ? (
          <>
            <p className="roda-selector-step">{t`State`}</p>
            <OptionList key="states" options={areas.map((a) => a.state)} selected={value?.state} onSelect={setState} />
          </>
        ) : (
          <>
            <nav aria-label={t`Steps`}>
              <ul className="roda-selector-crumbs">
                <li>
                  <button type="button" onClick={() => setState(null)}>
                    {t`State: ${state}`}
                  </button>
                </li>
              </ul>
            </nav>
            <p className="roda-selector-step">{t`City`}</p>
            <OptionList
              key={state}
              options={cities}
              selected={value?.state === state ? value.city : undefined}
              onSelect={(city) => {
                onChange({ state, city });
                setOpen(false);
              }}
            />
          </>
        )}
      </BottomPopup>
    </>
  );
}
