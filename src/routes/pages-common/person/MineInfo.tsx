import { createFileRoute } from '@tanstack/react-router';
import { searchSchema } from '@/shared/lib/search-params';
import { StubPage } from '@/features/stub/components/stub-page';

export const Route = createFileRoute('/pages-common/person/MineInfo')({
  validateSearch: searchSchema({}),
  component: MineInfoRoute,
});

function MineInfoRoute() {
  const search = Route.useSearch();
  return <StubPage screen="mineInfo" query={search} />;
}
