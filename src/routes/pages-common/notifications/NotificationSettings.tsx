import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/layouts/account-page';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { notificationTitles } from '@/features/notifications/titles';

export const Route = createFileRoute('/pages-common/notifications/NotificationSettings')({
  component: NotificationSettingsRoute,
});

function NotificationSettingsRoute() {
  const { i18n } = useLingui();
  return (
    <AccountPage title={i18n._(notificationTitles.settings)}>
      <NotificationSettings />
    </AccountPage>
  );
}
