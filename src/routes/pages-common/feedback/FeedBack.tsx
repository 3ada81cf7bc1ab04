import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/layouts/account-page';
import { FeedBack } from '@/features/feedback/components/feedback-page';
import { feedbackTitles } from '@/features/feedback/titles';

export const Route = createFileRoute('/pages-common/feedback/FeedBack')({
  component: FeedBackRoute,
});

function FeedBackRoute() {
  const { i18n } = useLingui();
  return (
    <AccountPage title={i18n._(feedbackTitles.feedBack)}>
      <FeedBack />
    </AccountPage>
  );
}
