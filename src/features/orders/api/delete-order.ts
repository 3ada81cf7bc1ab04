import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { useOrderMutation } from './order-mutation';

export const deleteOrder = (id: number) => callApi(api.orderDelete, { id });

export const useDeleteOrder = () => useOrderMutation(deleteOrder);
