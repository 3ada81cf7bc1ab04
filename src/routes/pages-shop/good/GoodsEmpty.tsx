import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { GoodsEmpty } from '@/features/catalog/components/goods-empty';
import { useVehicleSpecs } from '@/shared/api/get-vehicle-specs';
import { readChosenCar } from '@/shared/lib/chosen-car';
import { useClientState } from '@/shared/lib/client-state';
import { optionalText, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-shop/good/GoodsEmpty')({
  validateSearch: searchSchema({ category: optionalText }),
  component: GoodsEmptyRoute,
});

function GoodsEmptyRoute() {
  const hasLogin = useClientState((s) => s.hasLogin);
  const specs = useVehicleSpecs(!hasLogin);
  const [car] = useState(readChosenCar);
  return <GoodsEmpty car={car} specs={specs.data ?? []} loggedIn={hasLogin} />;
}
