import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { ProductDetail } from '@/shared/contract/catalog';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { ApiError } from '@/shared/lib/api-client';
import { carRefOf, describeCar } from '@/shared/lib/chosen-car';
import type { CarChoice } from '@/shared/ui/brand-selector';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { Stepper } from '@/shared/ui/stepper';
import { Swiper } from '@/shared/ui/swiper';
import { useProduct } from '../api/get-product';
import { canBuy, fitMessages } from '../fit';
import '../catalog.css';
import { formatRM } from '@/shared/lib/format';

export type ProductDetailsProps = {
  id?: number;
  car: CarChoice | null;
  /** the cart button of the bar, composed by the route */
  navRight?: ReactNode;
  onAddToCart: (product: ProductDetail, quantity: number) => Promise<unknown>;
  onBuyNow: (product: ProductDetail, quantity: number) => void;
};

/** GoodDetails: gallery, price, brand, size, colour, quantity, compatible models and the fit for the chosen car. */
export function ProductDetails({ id, car, navRight, onAddToCart, onBuyNow }: ProductDetailsProps) {
  const { t } = useLingui();
  const goBack = useGoBack();
  return (
    <>
      <NavBar title={t`Product details`} variant="transparent" onBack={goBack} right={navRight} />
      <main className="good-page" aria-label={t`Product details`}>
        {id === undefined ? (
          <div className="app-stub app-stub--hero">
            <EmptyState
              title={t`Product not found`}
              action={
                <Link to="/pages/home/home" className="app-link">
                  <Trans>Browse products</Trans>
                </Link>
              }
            />
          </div>
        ) : (
          <ProductBody id={id} car={car} onAddToCart={onAddToCart} onBuyNow={onBuyNow} />
        )}
      </main>
    </>
  );
}

function ProductBody({ id, car, onAddToCart, onBuyNow }: Omit<ProductDetailsProps, 'navRight'> & { id: number }) {
  const { t, i18n } = useLingui();
  const product = useProduct(id, carRefOf(car));
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);

  if (product.isPending) return <PageLoading />;
  if (product.isError) {
    return (
      <div className="app-stub app-stub--hero">
        <EmptyState
          title={product.error instanceof ApiError ? product.error.serverMessage : t`Could not load the product.`}
          action={
            <button type="button" className="roda-button roda-button--primary" onClick={() => void product.refetch()}>
              <Trans>Try again</Trans>
            </button>
          }
        />
      </div>
    );
  }

  const p = product.data;
  const images = p.images.length > 0 ? p.images : [p.imageUrl];
  const buyable = canBuy(p.fit) && p.stock > 0;
  const max = Math.max(1, Math.min(99, p.stock));

  const add = async () => {
    setAdding(true);
    try {
      await onAddToCart(p, quantity);
    } catch {
      // the client has toasted the server's message
    } finally {
      setAdding(false);
    }
  };

  return (
    <>
      <div className="good-gallery">
        <Swiper
          label={t`Photos of ${p.name}`}
          items={images.map((src, index) => (
            <img key={src} src={src} alt={t`${p.name}, photo ${index + 1}`} width={750} height={750} />
          ))}
        />
      </div>
      <section className="good-info">
        <p className="good-info__price">
          {formatRM(p.priceSen)}
          {p.originalPriceSen !== null && p.originalPriceSen > p.priceSen && (
            <s className="product-card__was">{formatRM(p.originalPriceSen)}</s>
          )}
        </p>
        <h2 className="good-info__name">{p.name}</h2>
        <dl>
          <dt>{t`Brand`}</dt>
          <dd>{p.brand}</dd>
          {p.size && (
            <>
              <dt>{t`Size`}</dt>
              <dd>{p.size}</dd>
            </>
          )}
          {p.colour && (
            <>
              <dt>{t`Colour`}</dt>
              <dd>{p.colour}</dd>
            </>
          )}
          {p.labourSen > 0 && (
            <>
              <dt>{t`Installation`}</dt>
              <dd>{formatRM(p.labourSen)}</dd>
            </>
          )}
          <dt>{t`In stock`}</dt>
          <dd>{p.stock}</dd>
        </dl>
      </section>
      <section className="good-info" aria-labelledby="good-fit-title">
        <h2 id="good-fit-title" className="home-section__title">
          <Trans>Your car</Trans>
        </h2>
        <p>{car ? describeCar(car, (m) => i18n._(m)) : t`No car chosen`}</p>
        <p
          className={canBuy(p.fit) ? 'catalog-notice' : 'catalog-notice catalog-notice--warn'}
          role={canBuy(p.fit) ? 'status' : 'alert'}
          data-fit={p.fit}
        >
          {i18n._(fitMessages[p.fit])}
        </p>
        {!canBuy(p.fit) && (
          <p>
            {p.fit === 'incompatible' && car ? (
              <Link to="/pages-shop/good/ChangeGood" search={{ id: p.id }} className="app-link">
                <Trans>See products that fit your car</Trans>
              </Link>
            ) : (
              <Link to="/pages/home/home" className="app-link">
                <Trans>Choose your car</Trans>
              </Link>
            )}
          </p>
        )}
        {p.compatibleModels.length > 0 && (
          <>
            <h3 className="home-section__title">
              <Trans>Compatible models</Trans>
            </h3>
            <ul className="good-models">
              {p.compatibleModels.map((model) => (
                <li key={model}>{model}</li>
              ))}
            </ul>
          </>
        )}
      </section>
      {p.description && (
        <section className="good-info" aria-labelledby="good-description-title">
          <h2 id="good-description-title" className="home-section__title">
            <Trans>Description</Trans>
          </h2>
          <p className="app-prose">{p.description}</p>
        </section>
      )}
      <section className="good-info">
        <Stepper label={t`Quantity`} value={quantity} max={max} onChange={setQuantity} disabled={!buyable} />
      </section>
      <div className="good-actions">
        <button
          type="button"
          className="roda-button roda-button--secondary"
          disabled={!buyable || adding}
          onClick={() => void add()}
        >
          <Trans>Add to cart</Trans>
        </button>
        <button
          type="button"
          className="roda-button roda-button--primary"
          disabled={!buyable}
          onClick={() => onBuyNow(p, quantity)}
        >
          <Trans>Buy now</Trans>
        </button>
      </div>
    </>
  );
}
