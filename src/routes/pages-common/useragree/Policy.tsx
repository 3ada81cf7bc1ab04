import { createFileRoute } from '@tanstack/react-router';
import { dictionaryQueryOptions } from '@/features/content/api/get-dictionary';
import { DictionaryPage } from '@/features/content/components/dictionary-page';
import { DpoCard } from '@/features/content/components/dpo-card';
import { contentTitles } from '@/features/content/titles';

export const Route = createFileRoute('/pages-common/useragree/Policy')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dictionaryQueryOptions('POLICY')).catch(() => undefined),
  component: PolicyRoute,
});

function PolicyRoute() {
  const search = Route.useSearch();
  return (
    <DictionaryPage
      {...search}
      dictionaryId="POLICY"
      title={contentTitles.policy}
      layout="document"
      footer={<DpoCard />}
    />
  );
}
