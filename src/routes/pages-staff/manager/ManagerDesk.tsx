import { createFileRoute } from '@tanstack/react-router';
import type { DayPlanChoice } from '@/features/manager-desk/components/day-plan';
import { ManagerDeskPage } from '@/features/manager-desk/components/manager-desk-page';
import { managerDeskSections, type ManagerDeskSection } from '@/features/manager-desk/sections';
import { oneOf, optionalDate, optionalId, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-staff/manager/ManagerDesk')({
  validateSearch: searchSchema({ section: oneOf(managerDeskSections), date: optionalDate, store: optionalId }),
  component: ManagerDeskRoute,
});

function ManagerDeskRoute() {
  const { section, date, store } = Route.useSearch();
  const navigate = Route.useNavigate();
  // the tab, day and workshop are in the address (replacing the entry: back leaves the desk, reload keeps them)
  const open = (next: ManagerDeskSection) => void navigate({ search: (s) => ({ ...s, section: next }), replace: true });
  const openDay = (next: DayPlanChoice) =>
    void navigate({ search: (s) => ({ ...s, section: 'day', date: next.date, store: next.storeId }), replace: true });
  return (
    <ManagerDeskPage section={section} onSectionChange={open} day={{ date, storeId: store }} onDayChange={openDay} />
  );
}
