import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { carSizesQueryOptions } from '@/shared/api/get-car-sizes';
import { useGarageCars } from '@/shared/api/get-garage-cars';
import { useVehicleSpecs } from '@/shared/api/get-vehicle-specs';
import type { Car } from '@/shared/contract/account';
import { TINT_MINIMUM_VLT, tintWindows, type TintWindow } from '@/shared/lib/tint-rules';
import { validationMessages } from '@/shared/lib/messages';
import { malaysiaDateOf } from '@/shared/lib/malaysia-time';
import { BrandSelector, type CarChoice } from '@/shared/ui/brand-selector';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { useAddCar } from '../api/add-car';
import { useUpdateCar } from '../api/update-car';
import {
  carPayload,
  emptyCarForm,
  formFromCar,
  formTintWarnings,
  seatPositions,
  wiperFields,
  type CarForm,
  type CarFormError,
  type SeatPosition,
  type WiperField,
} from '../car-form';
import {
  emptyServiceForm,
  serviceFormOf,
  servicePayload,
  type ServiceForm,
  type ServiceFormError,
} from '../service-form';
import { ServiceFields } from './service-fields';
import '../garage.css';

/** AddCar (?id= edits a saved car): catalogue car, plate, wiper sizes, tint, seat position, service reminder. */
export function AddCar({ id }: { id?: number }) {
  const { t } = useLingui();
  const cars = useGarageCars(id !== undefined);
  if (id === undefined) return <CarEditor />;
  if (cars.isPending) return <PageLoading />;
  const car = cars.data?.find((c) => c.id === id);
  if (!car) return <EmptyState title={t`This car was not found`} />;
  return <CarEditor key={car.id} saved={car} />;
}

function CarEditor({ saved }: { saved?: Car }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const ids = { plate: useId(), seat: useId(), error: useId(), tintHelp: useId() };
  const specs = useVehicleSpecs();
  const [form, setForm] = useState<CarForm>(() => (saved ? formFromCar(saved) : emptyCarForm));
  const [service, setService] = useState<ServiceForm>(() => (saved ? serviceFormOf(saved) : emptyServiceForm));
  const [today] = useState(() => malaysiaDateOf(new Date()));
  const [error, setError] = useState<string | null>(null);
  const [prefilled, setPrefilled] = useState(false);
  const queryClient = useQueryClient();
  const add = useAddCar();
  const update = useUpdateCar();

  // choosing a car fills the wiper sizes from the catalogue; the customer may change them
  const chooseCar = (car: CarChoice) => {
    setForm((f) => ({ ...f, car, wipers: emptyCarForm.wipers }));
    setPrefilled(false);
    queryClient.fetchQuery(carSizesQueryOptions({ specId: car.specId, year: car.year })).then(
      ({ wiper }) => {
        setForm((f) =>
          f.car === car
            ? {
                ...f,
                wipers: {
                  wiperLongIn: wiper.longIn?.toString() ?? '',
                  wiperShortIn: wiper.shortIn?.toString() ?? '',
                  wiperRearIn: wiper.rearIn?.toString() ?? '',
                },
              }
            : f,
        );
        setPrefilled(wiper.longIn !== null || wiper.shortIn !== null || wiper.rearIn !== null);
      },
      () => undefined,
    );
  };

  const errorText: Record<CarFormError, string> = {
    chooseCar: t`Please choose the car brand, model, year, variant, engine and transmission`,
    plate: i18n._(validationMessages.plateFormat),
    wiper: t`Wiper sizes are whole inches from 10 to 34`,
    tint: t`Tint is a whole percentage from 0 to 100`,
  };
  const serviceErrorText: Record<ServiceFormError, string> = {
    datePast: t`The next service date cannot be in the past`,
    mileageWhole: t`Mileage is a whole number of kilometres above 0`,
    mileageNotAbove: t`The service due mileage must be above the current mileage`,
  };
  const wiperLabel: Record<WiperField, string> = {
    wiperLongIn: t`Long (driver)`,
    wiperShortIn: t`Short (passenger)`,
    wiperRearIn: t`Rear`,
  };
  const windowLabel: Record<TintWindow, string> = {
    frontWindscreen: t`Front windscreen`,
    frontSide: t`Front side windows`,
    rearSide: t`Rear side windows`,
    rearWindscreen: t`Rear windscreen`,
  };
  const seatLabel: Record<SeatPosition, string> = {
    frontPassenger: t`Front passenger seat`,
    rearLeft: t`Rear left`,
    rearMiddle: t`Rear middle`,
    rearRight: t`Rear right`,
    thirdRow: t`Third row`,
  };
  const warnings = formTintWarnings(form);
  const busy = add.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = carPayload(form);
    if ('error' in checked) {
      setError(errorText[checked.error]);
      return;
    }
    const serviceChecked = servicePayload(service, saved, today);
    if ('error' in serviceChecked) {
      setError(serviceErrorText[serviceChecked.error]);
      return;
    }
    const payload = { ...checked.payload, ...serviceChecked.payload };
    setError(null);
    const done = () => {
      showToast(saved ? t`Car saved` : t`Car added`);
      void navigate({ to: '/pages-common/car/CarList', replace: true });
    };
    if (saved) update.mutate({ id: saved.id, ...payload }, { onSuccess: done });
    else add.mutate(payload, { onSuccess: done });
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? ids.error : undefined}>
      <div className="app-field">
        <span>
          <Trans>Car</Trans>
        </span>
        <BrandSelector specs={specs.data ?? []} value={form.car} onChange={chooseCar} />
      </div>
      <label className="app-field" htmlFor={ids.plate}>
        <span>
          <Trans>Plate number</Trans>
        </span>
        <input
          id={ids.plate}
          className="app-input"
          value={form.plate}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder="WXY 1234"
          onChange={(e) => setForm((f) => ({ ...f, plate: e.target.value }))}
        />
      </label>

      <fieldset className="app-fieldset">
        <legend>
          <Trans>Wiper sizes (inches)</Trans>
        </legend>
        <div className="app-row">
          {wiperFields.map((field) => (
            <label key={field} className="app-field">
              <span>{wiperLabel[field]}</span>
              <input
                className="app-input"
                inputMode="numeric"
                value={form.wipers[field]}
                onChange={(e) => setForm((f) => ({ ...f, wipers: { ...f.wipers, [field]: e.target.value } }))}
              />
            </label>
          ))}
        </div>
        {prefilled && (
          <p className="app-help">
            <Trans>Filled in from the catalogue for this car; change them if yours differ.</Trans>
          </p>
        )}
      </fieldset>

      <fieldset className="app-fieldset" aria-describedby={ids.tintHelp}>
        <legend>
          <Trans>Tint light transmission (%)</Trans>
        </legend>
        <p id={ids.tintHelp} className="app-help">
          <Trans>
            Legal minimum for a private car: front windscreen 70%, front side windows 50%, no minimum for the rear.
            Source: JPJ, Motor Vehicles (Prohibition of Certain Types of Glass) Rules 1991 (amended 2016, revised 2019),
            Road Transport Act 1987.
          </Trans>
        </p>
        <div className="app-row">
          {tintWindows.map((window) => {
            const warning = warnings.find((w) => w.window === window);
            const minimum = TINT_MINIMUM_VLT[window];
            return (
              <label key={window} className="app-field">
                <span>{windowLabel[window]}</span>
                <input
                  className="app-input"
                  inputMode="numeric"
                  value={form.tint[window]}
                  aria-invalid={warning ? true : undefined}
                  onChange={(e) => setForm((f) => ({ ...f, tint: { ...f.tint, [window]: e.target.value } }))}
                />
                {warning && minimum !== null && (
                  <span className="garage-warning" role="alert">
                    <Trans>Below the JPJ legal minimum of {minimum}%</Trans>
                  </span>
                )}
              </label>
            );
          })}
        </div>
      </fieldset>

      <label className="app-field" htmlFor={ids.seat}>
        <span>
          <Trans>Car seat position</Trans>
        </span>
        <select
          id={ids.seat}
          className="app-input"
          value={form.seatPosition}
          onChange={(e) => setForm((f) => ({ ...f, seatPosition: e.target.value as SeatPosition | '' }))}
        >
          <option value="">{t`Not set`}</option>
          {seatPositions.map((p) => (
            <option key={p} value={p}>
              {seatLabel[p]}
            </option>
          ))}
        </select>
      </label>

      <ServiceFields value={service} onChange={(change) => setService((s) => ({ ...s, ...change }))} today={today} />

      {error && (
        <p id={ids.error} className="app-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="roda-button roda-button--primary app-block" disabled={busy}>
        {saved ? t`Save` : t`Add car`}
      </button>
    </form>
  );
}
