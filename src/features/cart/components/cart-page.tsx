import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CartLine } from '@/shared/contract/cart';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { useClientState } from '@/shared/lib/client-state';
import { EmptyState } from '@/shared/ui/empty-state';
import { confirm } from '@/shared/ui/modal';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { Stepper } from '@/shared/ui/stepper';
import { useDeleteCartLines } from '../api/delete-cart-lines';
import { useCartPage } from '../api/get-cart-page';
import { useUpdateCartLine } from '../api/update-cart-line';
import { selectedIds } from '../selection';
import '../cart.css';
import { formatRM } from '@/shared/lib/format';
import { AnimatePresence, appear, m, MotionScope } from '@/shared/ui/motion';

export type CartPageProps = {
  /** checkout: the route opens PlaceAnOrder with these cart line ids */
  onCheckout: (cartIds: number[]) => void;
};

/** ShopCart: lines with quantity, selection and removal; totals of the selected lines; checkout. */
export function CartPage({ onCheckout }: CartPageProps) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const hasLogin = useClientState((s) => s.hasLogin);
  return (
    <>
      <NavBar title={t`Cart`} onBack={goBack} />
      <main className="app-page" aria-label={t`Cart`}>
        {hasLogin ? (
          <CartBody onCheckout={onCheckout} />
        ) : (
          <EmptyState
            title={t`Log in to see your cart`}
            action={
              <Link
                to="/pages/login/PhoneLogin"
                search={{ redirect: '/pages-shop/cart/ShopCart' }}
                className="roda-button roda-button--primary"
              >
                <Trans>Log in</Trans>
              </Link>
            }
          />
        )}
      </main>
    </>
  );
}

function CartBody({ onCheckout }: CartPageProps) {
  const { t } = useLingui();
  const cart = useCartPage(true);
  const update = useUpdateCartLine();
  const remove = useDeleteCartLines();

  if (cart.isPending) return <PageLoading />;
  if (cart.isError)
    return (
      <EmptyState
        title={t`Could not load your cart.`}
        action={
          <button type="button" className="roda-button" onClick={() => void cart.refetch()}>
            <Trans>Try again</Trans>
          </button>
        }
      />
    );

  const { list, goodsSen, labourSen, totalSen, selectedCount } = cart.data;
  if (list.length === 0)
    return (
      <EmptyState
        title={t`Your cart is empty`}
        action={
          <Link to="/pages/home/home" className="roda-button roda-button--primary">
            <Trans>Find parts for your car</Trans>
          </Link>
        }
      />
    );

  const allSelected = list.every((line) => line.selected);
  const busy = update.isPending || remove.isPending;

  const selectAll = async (selected: boolean) => {
    for (const line of list.filter((l) => l.selected !== selected)) {
      await update.mutateAsync({ id: line.id, selected }).catch(() => undefined);
    }
  };

  const askRemove = async (line: CartLine) => {
    const ok = await confirm({
      title: t`Remove from cart?`,
      content: line.product.name,
      confirmText: t`Remove`,
      cancelText: t`Cancel`,
    });
    if (ok) remove.mutate([line.id]);
  };

  const ids = selectedIds(list);

  return (
    <PullToRefresh onRefresh={() => cart.refetch()}>
      <MotionScope>
        <ul className="cart-list" aria-label={t`Cart items`}>
          <AnimatePresence initial={false}>
            {list.map((line) => (
              <m.li key={line.id} className="cart-line" data-testid="cart-line" {...appear}>
                <input
                  type="checkbox"
                  checked={line.selected}
                  disabled={busy}
                  aria-label={t`Select ${line.product.name}`}
                  onChange={(e) => update.mutate({ id: line.id, selected: e.target.checked })}
                />
                <img src={line.product.imageUrl} alt="" width={72} height={72} loading="lazy" />
                <div>
                  <Link to="/pages-shop/good/GoodDetails" search={{ id: line.product.id }} className="cart-line__name">
                    {line.product.name}
                  </Link>
                  <p className="cart-line__meta">
                    {[line.product.brand, line.product.size, line.car].filter(Boolean).join(' · ')}
                  </p>
                  <p className="cart-line__meta">
                    {formatRM(line.product.priceSen)}
                    {line.product.labourSen > 0 && ` + ${t`installation`} ${formatRM(line.product.labourSen)}`}
                  </p>
                  <div className="cart-line__row">
                    <Stepper
                      label={t`Quantity of ${line.product.name}`}
                      value={line.quantity}
                      max={Math.max(1, Math.min(99, line.product.stock))}
                      disabled={busy}
                      onChange={(quantity) => update.mutate({ id: line.id, quantity })}
                    />
                    <strong>{formatRM(line.lineTotalSen)}</strong>
                  </div>
                  <div className="cart-line__actions">
                    <Link
                      to="/pages-shop/good/ChangeGood"
                      search={{ id: line.product.id, cartId: line.id }}
                      className="app-link"
                    >
                      <Trans>Change</Trans>
                    </Link>
                    <button
                      type="button"
                      className="app-link"
                      aria-label={t`Remove ${line.product.name}`}
                      onClick={() => void askRemove(line)}
                    >
                      <Trans>Remove</Trans>
                    </button>
                  </div>
                </div>
              </m.li>
            ))}
          </AnimatePresence>
        </ul>
      </MotionScope>
      <dl className="cart-totals" aria-label={t`Totals`}>
        <dt>{t`Goods`}</dt>
        <dd data-testid="cart-goods">{formatRM(goodsSen)}</dd>
        <dt>{t`Installation labour`}</dt>
        <dd data-testid="cart-labour">{formatRM(labourSen)}</dd>
        <dt>{t`Total`}</dt>
        <dd data-testid="cart-total">{formatRM(totalSen)}</dd>
      </dl>
      <div className="cart-bar">
        <label>
          <input
            type="checkbox"
            checked={allSelected}
            disabled={busy}
            onChange={(e) => void selectAll(e.target.checked)}
          />
          <Trans>Select all</Trans>
        </label>
        <span className="cart-bar__total">{formatRM(totalSen)}</span>
        <button
          type="button"
          className="roda-button"
          disabled={ids.length === 0 || busy}
          onClick={() => onCheckout(ids)}
        >
          <Trans>Check out ({selectedCount})</Trans>
        </button>
      </div>
    </PullToRefresh>
  );
}
