import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ProductSummary } from '@/shared/contract/catalog';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { ApiError } from '@/shared/lib/api-client';
import { carRefOf, describeCar } from '@/shared/lib/chosen-car';
import type { CarChoice } from '@/shared/ui/brand-selector';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { useChangeList } from '../api/get-change-list';
import { fitMessages } from '../fit';
import '../catalog.css';
import { ProductCard } from './product-card';

export type ChangeGoodProps = {
  id?: number;
  car: CarChoice | null;
  /** what choosing an alternative does: open it, or replace a cart line */
  onChoose: (product: ProductSummary) => void;
};

/** ChangeGood: products that can replace this one on the chosen car. */
export function ChangeGood({ id, car, onChoose }: ChangeGoodProps) {
  const { t, i18n } = useLingui();
  const goBack = useGoBack();
  let body;
  if (id === undefined) body = <EmptyState title={t`Product not found`} />;
  else if (!car)
    body = (
      <EmptyState
        title={i18n._(fitMessages.noCar)}
        action={
          <Link to="/pages/home/home" className="roda-button roda-button--primary">
            <Trans>Choose your car</Trans>
          </Link>
        }
      />
    );
  else body = <Alternatives id={id} car={car} onChoose={onChoose} />;
  return (
    <>
      <NavBar title={t`Change product`} onBack={goBack} />
      <main className="app-page" aria-label={t`Change product`}>
        {car && <p className="app-muted">{t`Products that fit your ${describeCar(car)}`}</p>}
        {body}
      </main>
    </>
  );
}

function Alternatives({ id, car, onChoose }: { id: number; car: CarChoice; onChoose: ChangeGoodProps['onChoose'] }) {
  const { t } = useLingui();
  const list = useChangeList(id, carRefOf(car)!);
  if (list.isPending) return <PageLoading />;
  if (list.isError)
    return (
      <EmptyState
        title={list.error instanceof ApiError ? list.error.serverMessage : t`Could not load the products.`}
        action={
          <button type="button" className="roda-button" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </button>
        }
      />
    );
  if (list.data.length === 0)
    return (
      <EmptyState
        title={t`No other product fits your car`}
        action={
          <Link to="/pages-shop/good/GoodsEmpty" className="app-link">
            <Trans>Did not find your part?</Trans>
          </Link>
        }
      />
    );
  return (
    <ul className="product-list" aria-label={t`Products`}>
      {list.data.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} onOpen={() => onChoose(product)} />
        </li>
      ))}
    </ul>
  );
}
