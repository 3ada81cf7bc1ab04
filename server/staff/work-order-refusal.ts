import { ResultCode } from '../../src/shared/contract/codes';
import type { WorkOrderStatus } from '../../src/shared/contract/work-order-names';
import { AppError } from '../http/errors';
import { text, type TextKey } from '../i18n/text-catalogue';

/** Work order states as people read them, for refusals ('... while the work order is in service'). */
const STATUS_TEXT: Record<WorkOrderStatus, TextKey> = {
  pendingAcceptance: 'workOrderPendingAcceptance',
  rejected: 'workOrderRejected',
  pendingHandover: 'workOrderPendingHandover',
  inService: 'workOrderInService',
  pendingCollection: 'workOrderPendingCollection',
  completed: 'workOrderCompleted',
  cancelled: 'workOrderCancelled',
};

/** The refusal of a step the work order's state does not allow, naming the state in words. */
export const illegalWorkOrderState = (status: string) =>
  new AppError(ResultCode.illegalTransition, 'illegalTransition', {
    thing: text('wordWorkOrder'),
    state: status in STATUS_TEXT ? text(STATUS_TEXT[status as WorkOrderStatus]) : status,
  });
