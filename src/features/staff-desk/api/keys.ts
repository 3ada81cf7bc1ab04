import type { WorkOrderTab } from '@/shared/contract/staff';
import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from '@/shared/lib/query-roots';

/** The staff desk's tabs and lists, under the staff root (the desk's refresh reaches every staff list). */
export const staffDeskKeys = {
  tabs: () => [queryRoots.staff, 'tabs'] as const,
  workOrders: (tab: WorkOrderTab, locale: Locale) => [queryRoots.staff, 'workorders', tab, locale] as const,
};
