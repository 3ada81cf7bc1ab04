import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketingChannel } from '@/shared/contract/privacy-consent';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { MARKETING_WORDING } from '../marketing-wording';
import { notificationKeys } from './keys';

/** My consent to offers and service reminders, per channel (docs/product.md#marketing-consent). */
export const useMarketingConsents = () =>
  useQuery({
    queryKey: notificationKeys.marketing(),
    queryFn: ({ signal }) => callApi(api.marketingConsentList, {}, { signal }),
    // a consent is the server's record: read afresh on every visit, whatever the persisted copy says
    staleTime: 0,
    refetchOnMount: 'always',
  });

/** Turns one channel on or off, sending the version of the wording shown beside the switch. */
export function useSetMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, granted }: { channel: MarketingChannel; granted: boolean }) =>
      callApi(
        api.marketingConsentSet,
        { channel, granted, wordingVersion: MARKETING_WORDING.version },
        { idempotencyKey: crypto.randomUUID() },
      ),
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.marketing(), data),
  });
}
