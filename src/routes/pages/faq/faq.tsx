import { createFileRoute } from '@tanstack/react-router';
import { dictionaryQueryOptions } from '@/features/content/api/get-dictionary';
import { DictionaryPage } from '@/features/content/components/dictionary-page';
import { contentTitles } from '@/features/content/titles';
import { optionalId, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages/faq/faq')({
  validateSearch: searchSchema({ open: optionalId }),
  loader: ({ context }) => context.queryClient.ensureQueryData(dictionaryQueryOptions('FAQ')).catch(() => undefined),
  component: FaqRoute,
});

function FaqRoute() {
  const { open } = Route.useSearch();
  return <DictionaryPage dictionaryId="FAQ" title={contentTitles.faq} layout="faq" open={open} />;
}
