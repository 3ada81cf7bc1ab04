import { Trans, useLingui } from '@lingui/react/macro';
import { useCarSizes } from '@/shared/api/get-car-sizes';
import type { CarRef, ProductCategory } from '@/shared/contract/catalog';
import { ApiError } from '@/shared/lib/api-client';
import { fitMessages } from '../fit';
import '../catalog.css';

/** The sizes that fit the chosen car, or the spec message when it has none (or no model data). */
export function CarSizes({ car, category }: { car: CarRef; category?: ProductCategory }) {
  const { t, i18n } = useLingui();
  const sizes = useCarSizes(car);

  if (sizes.isPending) return null;
  if (sizes.isError) {
    const text = sizes.error instanceof ApiError ? sizes.error.serverMessage : t`Could not load the sizes of your car.`;
    return (
      <p className="catalog-notice catalog-notice--warn" role="alert">
        {text}
      </p>
    );
  }
  const { wiper, tyreSizes, noSizeFor, car: carName } = sizes.data;
  const inches = (value: number | null) => (value === null ? '–' : `${value}"`);
  const blocked = category ? noSizeFor.includes(category) : noSizeFor.length > 0;
  return (
    <section className="catalog-sizes" aria-labelledby="catalog-sizes-title">
      <h3 id="catalog-sizes-title" className="catalog-sizes__title">
        <Trans>Sizes that fit your {carName}</Trans>
      </h3>
      <dl>
        <dt>{t`Wipers (long / short / rear)`}</dt>
        <dd>
          {wiper.longIn === null && wiper.shortIn === null && wiper.rearIn === null
            ? t`No size on file`
            : `${inches(wiper.longIn)} / ${inches(wiper.shortIn)} / ${inches(wiper.rearIn)}`}
        </dd>
        <dt>{t`Tyres`}</dt>
        <dd>{tyreSizes.length > 0 ? tyreSizes.join(', ') : t`No size on file`}</dd>
      </dl>
      {blocked && (
        <p className="catalog-notice catalog-notice--warn" role="alert">
          {i18n._(fitMessages.noSize)}
        </p>
      )}
    </section>
  );
}
