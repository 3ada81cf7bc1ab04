import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as sharedKeys from '@/shared/lib/shared-keys';

export const deleteCar = (id: number) => callApi(api.carDelete, { id }, { idempotencyKey: crypto.randomUUID() });

export function useDeleteCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.garageCars() }),
  });
}
