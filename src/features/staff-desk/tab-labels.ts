import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WorkOrderStatus, WorkOrderTab } from '@/shared/contract/staff';
import { workStatusLabels } from '@/shared/lib/labels';

/** The staff order tabs (docs/product.md#staff-tabs). */
export const workdeskTabs: readonly WorkOrderTab[] = [
  'all',
  'pendingAcceptance',
  'pendingHandover',
  'inService',
  'pendingCollection',
  'completed',
  'cancelled',
  'rejected',
  'complaintSubmitted',
];

export const tabLabels: Record<WorkOrderTab, MessageDescriptor> = {
  all: msg`All`,
  ...workStatusLabels,
  complaintSubmitted: msg`Complaint submitted`,
};

export const statusLabel = (status: WorkOrderStatus): MessageDescriptor => tabLabels[status];

/** Tab -> count, 0 when the server has none for it. */
export function countsOf(rows: { tab: WorkOrderTab; count: number }[] | undefined): Record<WorkOrderTab, number> {
  const counts = Object.fromEntries(workdeskTabs.map((t) => [t, 0])) as Record<WorkOrderTab, number>;
  for (const row of rows ?? []) counts[row.tab] = row.count;
  return counts;
}
