import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@/shared/contract/define-call';
import type { carUpdate } from '@/shared/contract/account';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as sharedKeys from '@/shared/lib/shared-keys';
import { rememberDefaultCar } from '../car-form';

export const updateCar = (payload: PayloadOf<typeof carUpdate>) =>
  callApi(api.carUpdate, payload, { idempotencyKey: crypto.randomUUID() });

export function useUpdateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCar,
    onSuccess: (car) => {
      if (car.isDefault) rememberDefaultCar(car);
      return queryClient.invalidateQueries({ queryKey: sharedKeys.garageCars() });
    },
  });
}
