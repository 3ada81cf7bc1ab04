import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { checkoutKeys } from './keys';

type Lines = { productId: number; quantity: number }[];

export const getCoupons = (lines: Lines, signal?: AbortSignal) => callApi(api.couponClientGet, { lines }, { signal });

export const couponsQueryOptions = (lines: Lines, locale = currentLocale()) =>
  queryOptions({
    queryKey: checkoutKeys.coupons(lines, locale),
    queryFn: ({ signal }) => getCoupons(lines, signal),
    staleTime: 60_000,
  });

export const useCoupons = (lines: Lines) => useQuery({ ...couponsQueryOptions(lines), enabled: lines.length > 0 });
