import { createFileRoute } from '@tanstack/react-router';
import { dictionaryQueryOptions } from '@/features/content/api/get-dictionary';
import { DictionaryPage } from '@/features/content/components/dictionary-page';
import { contentTitles } from '@/features/content/titles';

export const Route = createFileRoute('/pages-common/useragree/UserAgree')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(dictionaryQueryOptions('USER_AGREEMENT')).catch(() => undefined),
  component: UserAgreeRoute,
});

function UserAgreeRoute() {
  const search = Route.useSearch();
  return <DictionaryPage {...search} dictionaryId="USER_AGREEMENT" title={contentTitles.userAgree} layout="document" />;
}
