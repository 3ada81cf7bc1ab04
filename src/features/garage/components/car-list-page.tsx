import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { formatDate, formatNumber } from '@/shared/lib/format';
import { formatPlate } from '@/shared/lib/plate';
import { EmptyState } from '@/shared/ui/empty-state';
import { AnimatePresence, appear, m, MotionScope } from '@/shared/ui/motion';
import { confirm } from '@/shared/ui/modal';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { useGarageCars } from '@/shared/api/get-garage-cars';
import type { Car } from '@/shared/contract/account';
import { useDeleteCar } from '../api/delete-car';
import { useSetDefaultCar } from '../api/set-default-car';
import { rememberDefaultCar } from '../car-form';
import '../garage.css';
import { carWordsIn } from '@/shared/labels/car-words';

/** The garage: every car with its plate, the default flag, set default, edit and delete. */
export function CarList() {
  const { t } = useLingui();
  const cars = useGarageCars();
  if (cars.isPending) return <PageLoading />;
  if (cars.isError) return <EmptyState title={t`Could not load your cars`} />;
  const list = cars.data;
  return (
    <>
      {list.length === 0 ? (
        <EmptyState title={t`No cars yet`} description={t`Add your car to see parts and services that fit it.`} />
      ) : (
        <MotionScope>
          <ul className="garage-list" aria-label={t`My cars`}>
            <AnimatePresence initial={false}>
              {list.map((car) => (
                <CarCard key={car.id} car={car} />
              ))}
            </AnimatePresence>
          </ul>
        </MotionScope>
      )}
      <Link to="/pages-common/car/AddCar" className="roda-button roda-button--primary app-block">
        <Trans>Add a car</Trans>
      </Link>
    </>
  );
}

function CarCard({ car }: { car: Car }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const setDefault = useSetDefaultCar();
  const remove = useDeleteCar();
  const name = `${car.make} ${car.model} ${car.year}`;
  const plate = car.plate ? formatPlate(car.plate) : t`No plate`;
  const nextService = [
    car.serviceDueDate === null ? null : formatDate(car.serviceDueDate, i18n.locale),
    car.serviceDueMileage === null ? null : `${formatNumber(car.serviceDueMileage, i18n.locale)} km`,
  ]
    .filter(Boolean)
    .join(' · ');

  const onDelete = async () => {
    const ok = await confirm({
      title: t`Delete car`,
      content: t`Delete ${name} (${plate}) from your cars?`,
      confirmText: t`Delete`,
      cancelText: t`Cancel`,
    });
    if (!ok) return;
    remove.mutate(car.id, { onSuccess: () => showToast(t`Car deleted`) });
  };

  return (
    <m.li className="garage-car" aria-label={`${name} ${plate}`} {...appear}>
      <div className="garage-car__head">
        <strong className="garage-car__plate">{plate}</strong>
        {car.isDefault && (
          <span className="garage-car__default">
            <Trans>Default</Trans>
          </span>
        )}
      </div>
      <p className="garage-car__name">{name}</p>
      <p className="app-muted">
        {car.variant} · {carWordsIn(car.engine, (m) => i18n._(m))} · {carWordsIn(car.transmission, (m) => i18n._(m))}
      </p>
      {nextService && (
        <p className="app-muted">
          <Trans>Next service: {nextService}</Trans>
        </p>
      )}
      {car.tintWarnings.length > 0 && (
        <p className="garage-warning" role="note">
          <Trans>Tint below the JPJ legal minimum</Trans>
        </p>
      )}
      <div className="garage-car__actions">
        {!car.isDefault && (
          <button
            type="button"
            className="roda-button roda-button--secondary"
            disabled={setDefault.isPending}
            onClick={() =>
              setDefault.mutate(car.id, {
                onSuccess: (saved) => {
                  rememberDefaultCar(saved);
                  showToast(t`Default car set`);
                },
              })
            }
          >
            <Trans>Set as default</Trans>
          </button>
        )}
        <button
          type="button"
          className="roda-button roda-button--secondary"
          onClick={() => void navigate({ to: '/pages-common/car/AddCar', search: { id: car.id } })}
        >
          <Trans>Edit</Trans>
        </button>
        <button
          type="button"
          className="roda-button roda-button--danger"
          disabled={remove.isPending}
          onClick={() => void onDelete()}
        >
          <Trans>Delete</Trans>
        </button>
      </div>
    </m.li>
  );
}
