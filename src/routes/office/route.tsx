import { createFileRoute, Outlet } from '@tanstack/react-router';
import { OfficeShell } from '@/features/office/components/office-shell';

/** The back office (issue 18): its own lazy route tree under /app/office/. */
export const Route = createFileRoute('/office')({
  component: () => (
    <OfficeShell>
      <Outlet />
    </OfficeShell>
  ),
});
