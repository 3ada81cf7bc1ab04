import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { useOrderMutation } from './order-mutation';

export const confirmReceipt = (id: number) => callApi(api.orderConfirmReceipt, { id });

export const useConfirmReceipt = () => useOrderMutation(confirmReceipt);
