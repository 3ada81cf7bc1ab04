import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GoodsEmpty } from '@/features/catalog/components/goods-empty';
import { categoriesQueryOptions } from '@/shared/api/get-categories';
import { useVehicleSpecs } from '@/shared/api/get-vehicle-specs';
import { readChosenCar } from '@/shared/lib/chosen-car';
import { useClientState } from '@/shared/lib/client-state';
import { optionalText, searchSchema } from '@/shared/lib/search-params';
import { readUserInfo } from '@/shared/lib/session';

export const Route = createFileRoute('/pages-shop/good/GoodsEmpty')({
  validateSearch: searchSchema({ category: optionalText, q: optionalText }),
  component: GoodsEmptyRoute,
});

function GoodsEmptyRoute() {
  const { category, q } = Route.useSearch();
  const hasLogin = useClientState((s) => s.hasLogin);
  const specs = useVehicleSpecs();
  const categories = useQuery(categoriesQueryOptions());
  const [car] = useState(readChosenCar);
  const [user] = useState(readUserInfo);
  const categoryName = categories.data?.find((c) => c.code === category)?.name;
  return (
    <GoodsEmpty
      car={car}
      specs={specs.data ?? []}
      wanted={q ?? categoryName ?? ''}
      contact={hasLogin && user ? { name: user.name, phone: user.phone } : null}
    />
  );
}
