import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { VehicleSpec } from '@/shared/contract/catalog';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { carRefOf, describeCar } from '@/shared/lib/chosen-car';
import { validationMessages } from '@/shared/lib/messages';
import { normaliseMalaysianMobile } from '@/shared/lib/phone';
import { BrandSelector, type CarChoice } from '@/shared/ui/brand-selector';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { useAddUserClue } from '../api/add-user-clue';
import '../catalog.css';

export type GoodsEmptyProps = {
  car: CarChoice | null;
  /** the car catalogue for the form's car selector (composed by the route) */
  specs: VehicleSpec[];
  loggedIn: boolean;
};

/** GoodsEmpty: nothing found; a way back, and for visitors a form to be called back (the user clue). */
export function GoodsEmpty({ car, specs, loggedIn }: GoodsEmptyProps) {
  const { t } = useLingui();
  const goBack = useGoBack();
  return (
    <>
      <NavBar title={t`Products`} onBack={goBack} />
      <main className="app-page" aria-label={t`Products`}>
        <EmptyState
          title={t`No products found`}
          description={t`We could not find a product for this search.`}
          action={
            <Link to="/pages/home/home" className="roda-button roda-button--primary">
              <Trans>Back to search</Trans>
            </Link>
          }
        />
        {!loggedIn && <UserClueForm car={car} specs={specs} />}
      </main>
    </>
  );
}

function UserClueForm({ car: initialCar, specs }: { car: CarChoice | null; specs: VehicleSpec[] }) {
  const { t, i18n } = useLingui();
  const ids = { name: useId(), phone: useId(), note: useId(), error: useId() };
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [car, setCar] = useState<CarChoice | null>(initialCar);
  const [error, setError] = useState<string | null>(null);
  const clue = useAddUserClue();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError(t`Please enter your name`);
    if (!normaliseMalaysianMobile(phone)) return setError(i18n._(validationMessages.phoneFormat));
    setError(null);
    clue.mutate({
      name: name.trim(),
      phone,
      car: carRefOf(car),
      carText: car ? describeCar(car) : undefined,
      note: note.trim() || undefined,
    });
  };

  if (clue.isSuccess) {
    return (
      <p className="catalog-notice" role="status">
        <Trans>Thank you. Our sales team will call you about your part soon.</Trans>
      </p>
    );
  }

  return (
    <form className="clue-form" onSubmit={submit} noValidate aria-labelledby="clue-title">
      <h2 id="clue-title" className="home-section__title">
        <Trans>Did not find your part? We will find it for you</Trans>
      </h2>
      <label htmlFor={ids.name}>
        <Trans>Your name</Trans>
      </label>
      <input
        id={ids.name}
        className="app-input"
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoComplete="name"
        maxLength={80}
      />
      <label htmlFor={ids.phone}>
        <Trans>Mobile number</Trans>
      </label>
      <input
        id={ids.phone}
        className="app-input"
        type="tel"
        inputMode="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        autoComplete="tel"
        placeholder="012-345 6789"
      />
      <BrandSelector specs={specs} value={car} onChange={setCar} />
      <label htmlFor={ids.note}>
        <Trans>What are you looking for?</Trans>
      </label>
      <textarea
        id={ids.note}
        className="app-input"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={500}
        rows={3}
      />
      {error && (
        <p id={ids.error} className="app-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="roda-button app-block" disabled={clue.isPending}>
        <Trans>Call me back</Trans>
      </button>
    </form>
  );
}
