import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { homeKeys } from './keys';

export const bannersQueryOptions = (locale = currentLocale()) =>
  queryOptions({
    queryKey: homeKeys.banners(locale),
    queryFn: ({ signal }) => callApi(api.homeBanners, { companyId: 1 }, { signal }),
  });
