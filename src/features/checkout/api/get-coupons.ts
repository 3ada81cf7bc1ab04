import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

type Lines = { productId: number; quantity: number }[];

export const getCoupons = (lines: Lines, signal?: AbortSignal) => callApi(api.couponClientGet, { lines }, { signal });

export const couponsQueryOptions = (lines: Lines) =>
  queryOptions({
    queryKey: ['checkout', 'coupons', lines],
    queryFn: ({ signal }) => getCoupons(lines, signal),
    staleTime: 60_000,
  });

export const useCoupons = (lines: Lines) => useQuery({ ...couponsQueryOptions(lines), enabled: lines.length > 0 });
