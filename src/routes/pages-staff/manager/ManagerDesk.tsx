import { createFileRoute } from '@tanstack/react-router';
import { ManagerDeskPage } from '@/features/manager-desk/components/manager-desk-page';
import { oneOf, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-staff/manager/ManagerDesk')({
  validateSearch: searchSchema({ section: oneOf(['stores', 'signups', 'refunds', 'complaints'] as const) }),
  component: ManagerDeskRoute,
});

function ManagerDeskRoute() {
  const { section } = Route.useSearch();
  return <ManagerDeskPage section={section} />;
}
