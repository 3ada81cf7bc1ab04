import { createFileRoute } from '@tanstack/react-router';
import { EntryPage } from '@/layouts/entry/entry-page';
import { entrySearchSchema } from '@/layouts/entry/tabs';
import { bannersQueryOptions } from '@/features/home/api/get-banners';
import { categoriesQueryOptions } from '@/shared/api/get-categories';

export const Route = createFileRoute('/pages/index/index')({
  validateSearch: entrySearchSchema,
  loader: ({ context: { queryClient } }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(bannersQueryOptions()),
      queryClient.ensureQueryData(categoriesQueryOptions()),
    ]),
  component: EntryAliasRoute,
});

function EntryAliasRoute() {
  const search = Route.useSearch();
  return <EntryPage {...search} />;
}
