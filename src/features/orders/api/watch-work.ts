import { useQuery } from '@tanstack/react-query';
import type { OrderWork } from '@/shared/contract/orders';
import { hasStoredKey } from '@/shared/lib/session';
import { orderQueryOptions } from './get-order';

/** How often the order is asked again while the workshop has the car. */
export const WORK_REFRESH_MS = 30_000;

/**
 * Keeps an installation order fresh while its work goes on: asked again whenever the customer comes
 * back to the app until the car is handed back, and every 30 s while the car is at the workshop. It
 * observes the order's own query, so the page showing it gets each new answer.
 */
export function useWatchWork(orderId: number, status: OrderWork['status']) {
  const open = status !== 'completed' && status !== 'cancelled';
  const atWorkshop = status === 'inService' || status === 'pendingCollection';
  useQuery({
    ...orderQueryOptions(orderId),
    enabled: open && hasStoredKey(),
    // the page has just asked: this observer only adds the later asks
    refetchOnMount: false,
    refetchOnWindowFocus: open,
    refetchInterval: atWorkshop ? WORK_REFRESH_MS : false,
    // a tab in the background does not need the workshop's news until it is looked at again
    refetchIntervalInBackground: false,
  });
}
