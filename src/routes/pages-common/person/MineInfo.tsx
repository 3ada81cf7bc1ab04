import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/layouts/account-page';
import { MineInfo } from '@/features/profile/components/mine-info-page';
import { profileTitles } from '@/features/profile/titles';
import { currentUserQueryOptions } from '@/shared/api/get-current-user';
import { hasStoredKey } from '@/shared/lib/session';

export const Route = createFileRoute('/pages-common/person/MineInfo')({
  loader: ({ context: { queryClient } }) =>
    hasStoredKey() ? queryClient.prefetchQuery(currentUserQueryOptions()) : undefined,
  component: MineInfoRoute,
});

function MineInfoRoute() {
  const { i18n } = useLingui();
  return (
    <AccountPage title={i18n._(profileTitles.mineInfo)}>
      <MineInfo />
    </AccountPage>
  );
}
