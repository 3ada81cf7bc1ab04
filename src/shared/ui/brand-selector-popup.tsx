import { useLingui } from '@lingui/react/macro';
import type { VehicleSpec } from '../contract/catalog';
import { BottomPopup } from './bottom-popup';
import { carSteps, type CarChoice, type CarStep, type PartialCarChoice } from './car-choice';
import { carWordsIn } from '../labels/car-words';
import { OptionList } from './option-list';
import './option-list.css';

function matches(spec: VehicleSpec, choice: PartialCarChoice): boolean {
  return (
    (choice.make === undefined || spec.make === choice.make) &&
    (choice.model === undefined || spec.model === choice.model) &&
    (choice.year === undefined || (spec.yearFrom <= choice.year && choice.year <= spec.yearTo)) &&
    (choice.variant === undefined || spec.variant === choice.variant) &&
    (choice.engine === undefined || spec.engine === choice.engine) &&
    (choice.transmission === undefined || spec.transmission === choice.transmission)
  );
}

/** The specs compatible with the steps chosen so far. */
export function matchingSpecs(specs: VehicleSpec[], choice: PartialCarChoice): VehicleSpec[] {
  return specs.filter((spec) => matches(spec, choice));
}

/** The first unchosen step and its options (years newest first, the rest A-Z); step null when all are chosen. */
export function optionsFor(
  specs: VehicleSpec[],
  choice: PartialCarChoice,
): { step: CarStep | null; options: string[] } {
  const step = carSteps.find((s) => choice[s] === undefined) ?? null;
  if (!step) return { step, options: [] };
  const compatible = matchingSpecs(specs, choice);
  if (step === 'year') {
    const years = new Set<number>();
    for (const spec of compatible) for (let y = spec.yearFrom; y <= spec.yearTo; y++) years.add(y);
    return { step, options: [...years].sort((a, b) => b - a).map(String) };
  }
  const values = new Set(compatible.map((spec) => spec[step]));
  return { step, options: [...values].sort((a, b) => a.localeCompare(b)) };
}

/** Adds one step's answer to a partial choice; the year arrives as its option string. */
export function chooseStep(choice: PartialCarChoice, step: CarStep, option: string): PartialCarChoice {
  return { ...choice, [step]: step === 'year' ? Number(option) : option };
}

export type BrandSelectorPopupProps = {
  open: boolean;
  title: string;
  specs: VehicleSpec[];
  value: CarChoice | null;
  /** the steps chosen so far */
  draft: PartialCarChoice;
  onDraft: (draft: PartialCarChoice) => void;
  onChoose: (choice: CarChoice) => void;
  onClose: () => void;
};

/** The popup of BrandSelector (loaded on demand): one step at a time, with a breadcrumb back. */
export function BrandSelectorPopup({
  open,
  title,
  specs,
  value,
  draft,
  onDraft,
  onChoose,
  onClose,
}: BrandSelectorPopupProps) {
  const { t, i18n } = useLingui();
  const { step, options } = optionsFor(specs, draft);
  // engines and gearboxes are catalogue English: their words are read in the reader's language
  const labelOf = (s: CarStep) => (option: string) =>
    s === 'engine' || s === 'transmission' ? carWordsIn(option, (m) => i18n._(m)) : option;

  const stepName: Record<CarStep, string> = {
    make: t`Make`,
    model: t`Model`,
    year: t`Year`,
    variant: t`Variant`,
    engine: t`Engine`,
    transmission: t`Transmission`,
  };

  const pick = (option: string) => {
    if (!step) return;
    const next = chooseStep(draft, step, option);
    const spec = matchingSpecs(specs, next)[0];
    if (optionsFor(specs, next).step === null && spec)
      onChoose({ ...(next as Omit<CarChoice, 'specId'>), specId: spec.id });
    else onDraft(next);
  };

  const backTo = (target: CarStep) => {
    const kept: PartialCarChoice = {};
    for (const s of carSteps) {
      if (s === target) break;
      Object.assign(kept, { [s]: draft[s] });
    }
    onDraft(kept);
  };

  const chosen = carSteps.filter((s) => draft[s] !== undefined);

  return (
    <BottomPopup open={open} onClose={onClose} title={title}>
      {chosen.length > 0 && (
        <nav aria-label={t`Steps`}>
          <ol className="roda-selector-crumbs">
            {chosen.map((s) => (
              <li key={s}>
                <button type="button" onClick={() => backTo(s)}>
                  {stepName[s]}: {labelOf(s)(String(draft[s]))}
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {step && (
        <>
          <p className="roda-selector-step">{stepName[step]}</p>
          <OptionList
            key={step}
            options={options}
            selected={value ? String(value[step]) : undefined}
            onSelect={pick}
            labelOf={labelOf(step)}
          />
        </>
      )}
    </BottomPopup>
  );
}
