import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/layouts/account-page';
import { complaintsQueryOptions } from '@/features/complaints/api/get-complaints';
import { ComplaintList } from '@/features/complaints/components/complaint-list-page';
import { complaintTitles } from '@/features/complaints/titles';
import { hasStoredKey } from '@/shared/lib/session';

export const Route = createFileRoute('/pages-common/complaint/ComplaintList')({
  loader: ({ context: { queryClient } }) =>
    hasStoredKey() ? queryClient.prefetchQuery(complaintsQueryOptions()) : undefined,
  component: ComplaintListRoute,
});

function ComplaintListRoute() {
  const { i18n } = useLingui();
  return (
    <AccountPage title={i18n._(complaintTitles.complaintList)}>
      <ComplaintList />
    </AccountPage>
  );
}
