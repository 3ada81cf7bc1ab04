import { createFileRoute } from '@tanstack/react-router';
import { bannersQueryOptions } from '@/features/home/api/get-banners';
import { categoriesQueryOptions } from '@/features/home/api/get-categories';
import { HomePage } from '@/features/home/components/home-page';
import { homeSearchSchema } from '@/features/home/search';

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
  return <HomePage {...search} />;
}
