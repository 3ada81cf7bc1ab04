import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { VehicleSpec } from '../contract/catalog';

export { carSteps, isCompleteChoice, type CarChoice, type CarStep, type PartialCarChoice } from './car-choice';
import type { CarChoice, PartialCarChoice } from './car-choice';
import './option-list.css';

export type BrandSelectorProps = {
  specs: VehicleSpec[];
  value: CarChoice | null;
  onChange: (choice: CarChoice) => void;
  /** visible label of the trigger and title of the popup; defaults to 'Car' */
  label?: string;
};

const loadPopup = () => import('./brand-selector-popup');
// The popup (bottom sheet, breadcrumb, option list) loads when first wanted: the screens that show the
// trigger, Home among them, do without it until then.
const BrandSelectorPopup = lazy(() => loadPopup().then((m) => ({ default: m.BrandSelectorPopup })));

/** Make → model → year → variant → engine → transmission, in a bottom popup with a breadcrumb. */
export function BrandSelector({ specs, value, onChange, label }: BrandSelectorProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [draft, setDraft] = useState<PartialCarChoice>({});
  const title = label ?? t`Car`;

  return (
    <>
      <button
        type="button"
        className="roda-selector-trigger"
        data-empty={value ? undefined : true}
        aria-haspopup="dialog"
        // start loading the popup as soon as the trigger is touched or focused
        onPointerDown={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        onClick={() => {
          setDraft({});
          setWanted(true);
          setOpen(true);
        }}
      >
        <span className="roda-sr-only">{title}: </span>
        {value ? `${value.make} ${value.model} ${value.year} ${value.variant}` : t`Select your car`}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <BrandSelectorPopup
            open={open}
            title={title}
            specs={specs}
            value={value}
            draft={draft}
            onDraft={setDraft}
            onClose={() => setOpen(false)}
            onChoose={(choice) => {
              onChange(choice);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
