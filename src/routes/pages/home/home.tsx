import { createFileRoute } from '@tanstack/react-router';
import { CartButton } from '@/features/cart/components/cart-button';
import { bannersQueryOptions } from '@/features/home/api/get-banners';
import { HomePage } from '@/features/home/components/home-page';
import { carRefOfSearch, hasFilters, homeSearchSchema, productFilterOf } from '@/features/home/search';
import { categoriesQueryOptions } from '@/shared/api/get-categories';
import { preloadable } from '@/shared/lib/preloadable';

// The results (product list, fitting sizes) load on demand, from the moment the user starts a
// search: Home's first bundle stays within budget.
const { Component: ProductResults, preload: preloadProductResults } = preloadable(() =>
  import('@/features/catalog/components/product-results').then((m) => m.default),
);
const preloadResults = () => void preloadProductResults().catch(() => undefined);

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
      onSearchIntent={preloadResults}
      results={hasFilters(search) && <ProductResults filter={productFilterOf(search)} car={carRefOfSearch(search)} />}
    />
  );
}
