import { createFileRoute } from '@tanstack/react-router';
import { storeDetailQueryOptions } from '@/features/stores/api/get-store-detail';
import { StoreDetailPage } from '@/features/stores/components/store-detail-page';
import { optionalId, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-store/list/StoreDetail')({
  validateSearch: searchSchema({ storeId: optionalId }),
  loaderDeps: ({ search }) => ({ storeId: search.storeId }),
  loader: ({ context: { queryClient }, deps: { storeId } }) =>
    storeId ? queryClient.prefetchQuery(storeDetailQueryOptions(storeId)) : undefined,
  component: StoreDetailRoute,
});

/** One store's page, opened from the store list and from an order's store. */
function StoreDetailRoute() {
  const { storeId } = Route.useSearch();
  return <StoreDetailPage storeId={storeId} />;
}
