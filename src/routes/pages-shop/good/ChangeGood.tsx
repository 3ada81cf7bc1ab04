import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useReplaceCartLine } from '@/features/cart/api/replace-cart-line';
import { ChangeGood } from '@/features/catalog/components/change-good';
import { carRefOf, readChosenCar } from '@/shared/lib/chosen-car';
import { optionalId, optionalText, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-shop/good/ChangeGood')({
  // id: the product to replace; cartId: the cart line it sits in, when opened from the cart
  validateSearch: searchSchema({ id: optionalId, cartId: optionalId, orderNo: optionalText, productId: optionalId }),
  component: ChangeGoodRoute,
});

function ChangeGoodRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const [car] = useState(readChosenCar);
  const replace = useReplaceCartLine();
  const { cartId } = search;
  return (
    <ChangeGood
      id={search.id ?? search.productId}
      car={car}
      onChoose={(product) => {
        if (cartId === undefined) {
          void navigate({ to: '/pages-shop/good/GoodDetails', search: { id: product.id } });
          return;
        }
        replace.mutate(
          { cartId, productId: product.id, car: carRefOf(car) },
          { onSuccess: () => void navigate({ to: '/pages-shop/cart/ShopCart', replace: true }) },
        );
      }}
    />
  );
}
