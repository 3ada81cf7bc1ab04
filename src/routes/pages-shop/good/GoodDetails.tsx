import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useAddToCart } from '@/features/cart/api/add-to-cart';
import { CartButton } from '@/features/cart/components/cart-button';
import { placeOrderHref } from '@/features/cart/selection';
import { useRequireLogin } from '@/features/cart/use-require-login';
import { productQueryOptions } from '@/features/catalog/api/get-product';
import { ProductDetails } from '@/features/catalog/components/product-details';
import { carRefOf, readChosenCar } from '@/shared/lib/chosen-car';
import { optionalId, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-shop/good/GoodDetails')({
  validateSearch: searchSchema({ id: optionalId, specId: optionalId }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context: { queryClient }, deps: { id } }) =>
    id ? queryClient.prefetchQuery(productQueryOptions(id, carRefOf(readChosenCar()))) : undefined,
  component: GoodDetailsRoute,
});

function GoodDetailsRoute() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  const [car] = useState(readChosenCar);
  const addToCart = useAddToCart();
  const requireLogin = useRequireLogin();
  return (
    <ProductDetails
      id={id}
      car={car}
      navRight={<CartButton />}
      onAddToCart={async (product, quantity) => {
        if (!requireLogin()) return;
        await addToCart.mutateAsync({ productId: product.id, quantity, car: carRefOf(car) });
      }}
      onBuyNow={(product, quantity) => {
        if (requireLogin()) void navigate({ href: placeOrderHref({ productId: product.id, quantity }) });
      }}
    />
  );
}
