import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as sharedKeys from '@/shared/lib/shared-keys';
import { rememberDefaultCar } from '../car-form';

export const setDefaultCar = (id: number) =>
  callApi(api.carSetDefault, { id }, { idempotencyKey: crypto.randomUUID() });

/** Makes a car the default and writes it to carInfoApp, which pre-fills the Home search. */
export function useSetDefaultCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultCar,
    onSuccess: (car) => {
      rememberDefaultCar(car);
      return queryClient.invalidateQueries({ queryKey: sharedKeys.garageCars() });
    },
  });
}
