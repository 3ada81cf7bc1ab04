import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentSubscription, pushSupport, turnPushOff, turnPushOn, type PushSupport } from '@/shared/lib/push';
import { notificationKeys } from './keys';

export interface PushState {
  support: PushSupport;
  /** This browser is subscribed and the server has it: notices arrive here. */
  on: boolean;
  /** The caller's other devices that get notices. */
  otherDevices: number;
}

async function readPushState(signal?: AbortSignal): Promise<PushState> {
  const support = pushSupport();
  const subscription = support === 'unsupported' ? null : await currentSubscription();
  const { devices } = await callApi(api.pushDevices, subscription ? { endpoint: subscription.endpoint } : {}, {
    signal,
  });
  return {
    support,
    on: subscription !== null && support === 'granted' && devices.some((d) => d.thisDevice),
    otherDevices: devices.filter((d) => !d.thisDevice).length,
  };
}

export const pushStateQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.state(),
    queryFn: ({ signal }) => readPushState(signal),
    staleTime: 0,
    // the browser's permission is not cached data: never shown from an old copy
    gcTime: 0,
  });

export const usePushState = (enabled = true) => useQuery({ ...pushStateQueryOptions(), enabled });

/** Turns notices on (asks the browser, from the tap) or off (server and browser) on this device. */
export function useSetPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean): Promise<NotificationPermission | 'off'> => {
      if (!on) {
        await turnPushOff();
        return 'off';
      }
      return turnPushOn();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
