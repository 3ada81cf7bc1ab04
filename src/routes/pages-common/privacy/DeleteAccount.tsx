import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/layouts/account-page';
import { deletionPreviewQueryOptions } from '@/features/privacy/api/delete-account';
import { DeleteAccountPage } from '@/features/privacy/components/delete-account-page';
import { hasStoredKey } from '@/shared/lib/session';

const title = msg`Delete my account`;

export const Route = createFileRoute('/pages-common/privacy/DeleteAccount')({
  loader: ({ context: { queryClient } }) =>
    hasStoredKey() ? queryClient.prefetchQuery(deletionPreviewQueryOptions()) : undefined,
  component: DeleteAccountRoute,
});

function DeleteAccountRoute() {
  const { i18n } = useLingui();
  return (
    <AccountPage title={i18n._(title)}>
      <DeleteAccountPage />
    </AccountPage>
  );
}
