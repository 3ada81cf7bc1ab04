import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/components/cart-page';
import { placeOrderHref } from '@/features/cart/selection';

export const Route = createFileRoute('/pages-shop/cart/ShopCart')({
  component: ShopCartRoute,
});

function ShopCartRoute() {
  const navigate = useNavigate();
  return <CartPage onCheckout={(cartIds) => void navigate({ href: placeOrderHref({ cartIds }) })} />;
}
