import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useClientState } from '@/shared/lib/client-state';
import { useCartCount } from '../api/get-cart-count';
import '../cart.css';

/** The cart icon of a navigation bar, with the item count badge (logged in only). */
export function CartButton() {
  const { t } = useLingui();
  const hasLogin = useClientState((s) => s.hasLogin);
  const count = useCartCount(hasLogin).data?.count ?? 0;
  return (
    <Link
      to="/pages-shop/cart/ShopCart"
      className="cart-button"
      aria-label={count > 0 ? plural(count, { one: 'Cart, # item', other: 'Cart, # items' }) : t`Cart`}
      data-testid="cart-button"
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="19" r="1.6" fill="currentColor" />
        <circle cx="17" cy="19" r="1.6" fill="currentColor" />
      </svg>
      {count > 0 && (
        <span className="cart-button__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
