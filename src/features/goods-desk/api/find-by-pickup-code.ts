import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

/** The waiting order of this store with the code a customer shows (each look-up is counted). */
export const findByPickupCode = (pickupCode: string) => callApi(api.staffOrderFind, { pickupCode });

export const useFindByPickupCode = () => useMutation({ mutationFn: findByPickupCode });
