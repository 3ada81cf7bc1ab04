import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/layouts/account-page';
import { myOrdersQueryOptions } from '@/features/complaints/api/get-my-orders';
import { AddComplaint } from '@/features/complaints/components/add-complaint-page';
import { complaintTitles } from '@/features/complaints/titles';
import { optionalId, optionalText, searchSchema } from '@/shared/lib/search-params';
import { hasStoredKey } from '@/shared/lib/session';

export const Route = createFileRoute('/pages-common/complaint/AddComplaint')({
  validateSearch: searchSchema({ orderId: optionalId, orderNo: optionalText }),
  loader: ({ context: { queryClient } }) =>
    hasStoredKey() ? queryClient.prefetchQuery(myOrdersQueryOptions()) : undefined,
  component: AddComplaintRoute,
});

function AddComplaintRoute() {
  const { i18n } = useLingui();
  const search = Route.useSearch();
  return (
    <AccountPage title={i18n._(complaintTitles.addComplaint)}>
      <AddComplaint {...search} />
    </AccountPage>
  );
}
