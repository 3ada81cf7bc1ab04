import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/layouts/account-page';
import { dataExportsQueryOptions } from '@/features/privacy/api/export-requests';
import { MyData } from '@/features/privacy/components/my-data-page';
import { hasStoredKey } from '@/shared/lib/session';

const title = msg`My data`;

export const Route = createFileRoute('/pages-common/privacy/MyData')({
  loader: ({ context: { queryClient } }) =>
    hasStoredKey() ? queryClient.prefetchQuery(dataExportsQueryOptions()) : undefined,
  component: MyDataRoute,
});

function MyDataRoute() {
  const { i18n } = useLingui();
  return (
    <AccountPage title={i18n._(title)}>
      <MyData />
    </AccountPage>
  );
}
