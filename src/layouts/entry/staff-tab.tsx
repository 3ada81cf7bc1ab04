import { lazy, Suspense } from 'react';
import { MyDay } from '@/features/staff-desk/components/my-day';
import { AcceptDesk, Workdesk } from '@/features/staff-desk/components/workdesk';

const OutboxQueue = lazy(() => import('@/features/offline/outbox-queue').then((m) => ({ default: m.OutboxQueue })));

/**
 * The staff tabs (loaded on demand): Accept, and the Workdesk, which is staff's start screen: today
 * at their workshop first, then the work orders, with the outbox queue composed in.
 */
export function StaffTab({ tab }: { tab: 'accept' | 'workdesk' }) {
  if (tab === 'accept') return <AcceptDesk />;
  return (
    <>
      <MyDay />
      <Workdesk
        outbox={
          <Suspense fallback={null}>
            <OutboxQueue />
          </Suspense>
        }
      />
    </>
  );
}
