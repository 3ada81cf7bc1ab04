import { createFileRoute } from '@tanstack/react-router';
import { dictionaryQueryOptions } from '@/features/content/api/get-dictionary';
import { AppVersion } from '@/features/content/components/app-version';
import { DictionaryPage } from '@/features/content/components/dictionary-page';
import { contentTitles } from '@/features/content/titles';

export const Route = createFileRoute('/pages-common/useragree/AboutUs')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(dictionaryQueryOptions('ABOUT_US')).catch(() => undefined),
  component: AboutUsRoute,
});

function AboutUsRoute() {
  const search = Route.useSearch();
  return (
    <DictionaryPage
      {...search}
      dictionaryId="ABOUT_US"
      title={contentTitles.aboutUs}
      layout="document"
      footer={<AppVersion />}
    />
  );
}
