import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@/shared/contract/define-call';
import type { carAdd } from '@/shared/contract/account';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as sharedKeys from '@/shared/lib/shared-keys';
import { rememberDefaultCar } from '../car-form';

export const addCar = (payload: PayloadOf<typeof carAdd>) =>
  callApi(api.carAdd, payload, { idempotencyKey: crypto.randomUUID() });

/** Adds a car; the first one becomes the default and pre-fills Home. */
export function useAddCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCar,
    onSuccess: (car) => {
      if (car.isDefault) rememberDefaultCar(car);
      return queryClient.invalidateQueries({ queryKey: sharedKeys.garageCars() });
    },
  });
}
