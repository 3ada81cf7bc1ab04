import type { WorkOrderTab } from '@/shared/contract/staff';
import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from '@/shared/lib/query-roots';

/** The staff desk's tabs and lists, under the staff root (the desk's refresh reaches every staff list). */
export const staffDeskKeys = {
  tabs: () => [queryRoots.staff, 'tabs'] as const,
  /** One tab's list, searched by `keyword` ('' for the whole tab). */
  workOrders: (tab: WorkOrderTab, keyword: string, locale: Locale) =>
    [queryRoots.staff, 'workorders', tab, keyword, locale] as const,
};
