import { lazy, Suspense } from 'react';
import { AcceptDesk, Workdesk } from '@/features/staff-desk/components/workdesk';

const OutboxQueue = lazy(() => import('@/features/offline/outbox-queue').then((m) => ({ default: m.OutboxQueue })));

/** The staff tabs (loaded on demand): Accept, and the Workdesk with the outbox queue composed in. */
export function StaffTab({ tab }: { tab: 'accept' | 'workdesk' }) {
  if (tab === 'accept') return <AcceptDesk />;
  return (
    <Workdesk
      outbox={
        <Suspense fallback={null}>
          <OutboxQueue />
        </Suspense>
      }
    />
  );
}
