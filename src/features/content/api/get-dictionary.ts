import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { contentKeys } from './keys';

export const COMPANY_ID = 1;

/** Dictionary entries are in the request language, so the locale is part of the key. */
export const dictionaryQueryOptions = (dictionaryId: string, locale = currentLocale()) =>
  queryOptions({
    queryKey: contentKeys.dictionary(dictionaryId, locale),
    queryFn: ({ signal }) => callApi(api.dictionaryInfo, { companyId: COMPANY_ID, dictionaryId }, { signal }),
  });
