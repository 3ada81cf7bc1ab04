import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { WorkOrderDetailPage } from '@/features/work-order/components/work-order-detail-page';
import { optionalId, searchSchema } from '@/shared/lib/search-params';

const OutboxQueue = lazy(() => import('@/features/offline/outbox-queue').then((m) => ({ default: m.OutboxQueue })));

export const Route = createFileRoute('/pages-staff/workorder/WorkOrderDetail')({
  validateSearch: searchSchema({ id: optionalId }),
  component: WorkOrderDetailRoute,
});

function WorkOrderDetailRoute() {
  const { id } = Route.useSearch();
  return (
    <WorkOrderDetailPage
      id={id}
      outbox={
        <Suspense fallback={null}>
          <OutboxQueue />
        </Suspense>
      }
    />
  );
}
