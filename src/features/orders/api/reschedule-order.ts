import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { useOrderMutation } from './order-mutation';

export const rescheduleOrder = (vars: { id: number; appointmentDate: string; appointmentSlot: string }) =>
  callApi(api.orderReschedule, vars);

export const useRescheduleOrder = () => useOrderMutation(rescheduleOrder);
