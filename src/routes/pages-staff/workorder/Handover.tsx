import { createFileRoute } from '@tanstack/react-router';
import { HandoverPage } from '@/features/work-order/components/handover-page';
import { optionalId, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-staff/workorder/Handover')({
  validateSearch: searchSchema({ id: optionalId }),
  component: HandoverRoute,
});

function HandoverRoute() {
  const { id } = Route.useSearch();
  return <HandoverPage id={id} />;
}
