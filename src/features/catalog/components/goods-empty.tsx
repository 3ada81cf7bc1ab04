import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { VehicleSpec } from '@/shared/contract/catalog';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { ApiError } from '@/shared/lib/api-client';
import { carRefOf, describeCar } from '@/shared/lib/chosen-car';
import { validationMessages } from '@/shared/lib/messages';
import { formatMalaysianPhone, normaliseMalaysianMobile } from '@/shared/lib/phone';
import { BrandSelector, type CarChoice } from '@/shared/ui/brand-selector';
import { Field, focusFirstInvalid } from '@/shared/ui/field';
import { NavBar } from '@/shared/ui/nav-bar';
import { useAddUserClue } from '../api/add-user-clue';
import '../catalog.css';

export type GoodsEmptyProps = {
  car: CarChoice | null;
  /** the car catalogue for the form's car selector (composed by the route) */
  specs: VehicleSpec[];
  /** What the search was for (its keyword or category), to start the request with. */
  wanted: string;
  /** The signed-in customer's name and phone, so they need not type them again. */
  contact: { name: string; phone: string } | null;
};

type FieldName = 'part' | 'name' | 'phone';

/**
 * GoodsEmpty: a search found nothing. The customer tells sales which part for which car, and how to
 * reach them (the user clue call); sales call back.
 */
export function GoodsEmpty({ car: initialCar, specs, wanted, contact }: GoodsEmptyProps) {
  const { t, i18n } = useLingui();
  const goBack = useGoBack();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef<HTMLHeadingElement>(null);
  const [part, setPart] = useState(wanted);
  const partEdited = useRef(false);
  // the category's name may arrive after the first render: it starts the field unless the customer typed
  useEffect(() => {
    if (!partEdited.current) setPart(wanted);
  }, [wanted]);
  const [name, setName] = useState(contact?.name ?? '');
  const [phone, setPhone] = useState(contact ? formatMalaysianPhone(contact.phone) : '');
  const [car, setCar] = useState<CarChoice | null>(initialCar);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  // a new object on each refused check, so the focus moves after that check's errors are shown
  const [checked, setChecked] = useState<object | null>(null);
  const clue = useAddUserClue();

  useEffect(() => focusFirstInvalid(form.current), [checked]);
  useEffect(() => {
    if (clue.isSuccess) sent.current?.focus();
  }, [clue.isSuccess]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<FieldName, string>> = {};
    if (part.trim() === '') found.part = t`Please tell us which part you need`;
    if (name.trim() === '') found.name = t`Please enter your name`;
    if (!normaliseMalaysianMobile(phone)) found.phone = i18n._(validationMessages.phoneFormat);
    setErrors(found);
    if (Object.keys(found).length > 0) return setChecked({});
    clue.mutate({
      name: name.trim(),
      phone,
      car: carRefOf(car),
      carText: car ? describeCar(car) : undefined,
      note: part.trim(),
    });
  };
  const wantedPart = part.trim();
  const phoneShown = formatMalaysianPhone(normaliseMalaysianMobile(phone) ?? phone);
  const edit = (field: FieldName, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <>
      <NavBar title={t`Find a part`} onBack={goBack} />
      <main className="app-page" aria-label={t`Find a part`}>
        {clue.isSuccess ? (
          <section className="clue-sent" aria-labelledby="clue-sent-title">
            <h2 id="clue-sent-title" className="home-section__title" ref={sent} tabIndex={-1}>
              <Trans>Request sent</Trans>
            </h2>
            <p>
              <Trans>
                Our sales team will look for {wantedPart} and call you at {phoneShown}.
              </Trans>
            </p>
            {car && <p className="app-muted">{describeCar(car, (m) => i18n._(m))}</p>}
            <Link to="/pages/home/home" className="roda-button roda-button--primary app-block">
              <Trans>Back to search</Trans>
            </Link>
          </section>
        ) : (
          <form ref={form} className="clue-form" onSubmit={submit} noValidate aria-labelledby="clue-title">
            <h2 id="clue-title" className="home-section__title">
              <Trans>Did not find your part? We will find it for you</Trans>
            </h2>
            <p className="app-muted clue-form__intro">
              <Trans>Tell us the part and your car. Our sales team will call you back with a price.</Trans>
            </p>
            <BrandSelector specs={specs} value={car} onChange={setCar} />
            <Field label={t`Part you need`} error={errors.part}>
              {(control) => (
                <textarea
                  {...control}
                  className="app-input"
                  value={part}
                  onChange={(e) => {
                    partEdited.current = true;
                    edit('part', setPart)(e.target.value);
                  }}
                  maxLength={500}
                  rows={3}
                  placeholder={t`For example: front brake pads`}
                />
              )}
            </Field>
            <Field label={t`Your name`} error={errors.name}>
              {(control) => (
                <input
                  {...control}
                  className="app-input"
                  value={name}
                  onChange={(e) => edit('name', setName)(e.target.value)}
                  autoComplete="name"
                  maxLength={80}
                />
              )}
            </Field>
            <Field label={t`Mobile number`} error={errors.phone}>
              {(control) => (
                <input
                  {...control}
                  className="app-input"
                  type="tel"
                  inputMode="tel"
                  value={phone}
                  onChange={(e) => edit('phone', setPhone)(e.target.value)}
                  autoComplete="tel"
                  placeholder="012-345 6789"
                />
              )}
            </Field>
            {clue.isError && (
              <p className="app-error" role="alert">
                {clue.error instanceof ApiError
                  ? clue.error.serverMessage
                  : t`Your request was not sent. Check your connection and try again.`}
              </p>
            )}
            <button type="submit" className="roda-button roda-button--primary app-block" disabled={clue.isPending}>
              {clue.isPending ? <Trans>Sending…</Trans> : <Trans>Send request</Trans>}
            </button>
            <Link to="/pages/home/home" className="app-link clue-form__back">
              <Trans>Back to search</Trans>
            </Link>
          </form>
        )}
      </main>
    </>
  );
}
