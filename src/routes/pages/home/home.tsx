import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { CartButton } from '@/features/cart/components/cart-button';
import { bannersQueryOptions } from '@/features/home/api/get-banners';
import { categoriesQueryOptions } from '@/features/home/api/get-categories';
import { HomePage } from '@/features/home/components/home-page';
import { carRefOfSearch, hasFilters, homeSearchSchema, productFilterOf } from '@/features/home/search';

// The results (product list, fitting sizes) load on demand: Home's first bundle stays within budget.
const ProductResults = lazy(() => import('@/features/catalog/components/product-results'));

export const Route = createFileRoute('/pages/home/home')({
  validateSearch: homeSearchSchema,
  loader: ({ context: { queryClient } }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(bannersQueryOptions()),
      queryClient.ensureQueryData(categoriesQueryOptions()),
    ]),
  component: HomeRoute,
});

function HomeRoute() {
  const search = Route.useSearch();
  return (
    <HomePage
      search={search}
      navRight={<CartButton />}
      results={
        hasFilters(search) && (
          <Suspense fallback={null}>
            <ProductResults filter={productFilterOf(search)} car={carRefOfSearch(search)} />
          </Suspense>
        )
      }
    />
  );
}
