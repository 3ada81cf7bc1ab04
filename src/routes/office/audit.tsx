import { createFileRoute } from '@tanstack/react-router';
import { AuditLog } from '@/features/office/components/audit-log';
import { optionalId, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/office/audit')({
  validateSearch: searchSchema({ page: optionalId }),
  component: AuditRoute,
});

function AuditRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditLog pageNo={page ?? 1} onPage={(p) => void navigate({ search: { page: p } })} />;
}
