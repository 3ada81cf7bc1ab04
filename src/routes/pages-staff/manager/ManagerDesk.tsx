import { createFileRoute } from '@tanstack/react-router';
import { ManagerDeskPage } from '@/features/manager-desk/components/manager-desk-page';
import { managerDeskSections, type ManagerDeskSection } from '@/features/manager-desk/sections';
import { oneOf, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-staff/manager/ManagerDesk')({
  validateSearch: searchSchema({ section: oneOf(managerDeskSections) }),
  component: ManagerDeskRoute,
});

function ManagerDeskRoute() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  // the tab is in the address (replacing the entry: back leaves the desk, reload keeps the tab)
  const open = (next: ManagerDeskSection) => void navigate({ search: { section: next }, replace: true });
  return <ManagerDeskPage section={section} onSectionChange={open} />;
}
