import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useClientState } from '@/shared/lib/client-state';
import { formatMalaysianPhone } from '@/shared/lib/phone';
import { updateStoredUserInfo } from '@/shared/lib/session';
import { ListCell } from '@/shared/ui/list-cell';
import { confirm } from '@/shared/ui/modal';
import { currentUserQueryOptions } from '@/shared/api/get-current-user';
import { endSession } from '../api/logout';
import { LanguageSwitch } from './language-switch';
import * as queryRoots from '@/shared/lib/query-roots';

/** The Me tab: who is logged in, shortcuts, language and logout; the route composes in other features' pieces. */
export function MePanel({
  messagesBadge,
  help,
  accountEnd,
}: {
  messagesBadge?: ReactNode;
  help?: ReactNode;
  /** Last on the page, below logout: "Delete my account" (docs/product.md#personal-data-deletion). */
  accountEnd?: ReactNode;
} = {}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasLogin = useClientState((s) => s.hasLogin);
  const user = useClientState((s) => s.userInfo);
  const fresh = useQuery({ ...currentUserQueryOptions(), enabled: hasLogin });

  useEffect(() => {
    if (fresh.data) updateStoredUserInfo(fresh.data);
  }, [fresh.data]);

  const logOut = async () => {
    const ok = await confirm({
      title: t`Log out`,
      content: t`Do you want to log out of Roda?`,
      confirmText: t`Log out`,
      cancelText: t`Cancel`,
    });
    if (!ok) return;
    await endSession();
    queryClient.removeQueries({ queryKey: queryRoots.rootKey(queryRoots.user) });
    void navigate({ to: '/', search: { tab: 'me' }, replace: true });
  };

  return (
    <div className="me">
      <section className="me-card" aria-labelledby="me-name">
        {hasLogin ? (
          <>
            <h2 id="me-name" className="me-card__name">
              {user?.name || t`Roda member`}
            </h2>
            {user?.phone && <p className="me-card__phone">{formatMalaysianPhone(user.phone)}</p>}
            {user?.storeName && <p className="app-muted">{user.storeName}</p>}
          </>
        ) : (
          <>
            <h2 id="me-name" className="me-card__name">
              <Trans>You are not logged in</Trans>
            </h2>
            <Link to="/pages/login/PhoneLogin" className="roda-button roda-button--primary">
              <Trans>Log in</Trans>
            </Link>
          </>
        )}
      </section>

      <nav className="me-section" aria-label={t`My account`}>
        {hasLogin && (
          <>
            <ListCell
              title={t`My profile`}
              onClick={() => void navigate({ to: '/pages-common/person/MineInfo' })}
              arrow
            />
            <ListCell title={t`My data`} onClick={() => void navigate({ to: '/pages-common/privacy/MyData' })} arrow />
            <ListCell title={t`My cars`} onClick={() => void navigate({ to: '/pages-common/car/CarList' })} arrow />
            <ListCell title={t`My orders`} onClick={() => void navigate({ to: '/pages-order/list/OrderList' })} arrow />
            <ListCell
              title={t`Messages`}
              value={messagesBadge}
              onClick={() => void navigate({ to: '/pages-common/message/MessageList' })}
              arrow
            />
            <ListCell
              title={t`Notifications`}
              onClick={() => void navigate({ to: '/pages-common/notifications/NotificationSettings' })}
              arrow
            />
            <ListCell
              title={t`Complaints`}
              onClick={() => void navigate({ to: '/pages-common/complaint/ComplaintList' })}
              arrow
            />
            <ListCell
              title={t`Feedback`}
              onClick={() => void navigate({ to: '/pages-common/feedback/FeedBack' })}
              arrow
            />
          </>
        )}
        <ListCell title={t`FAQ`} onClick={() => void navigate({ to: '/pages/faq/faq' })} arrow />
        {help}
        <ListCell title={t`About us`} onClick={() => void navigate({ to: '/pages-common/useragree/AboutUs' })} arrow />
        <ListCell
          title={t`Privacy policy`}
          onClick={() => void navigate({ to: '/pages-common/useragree/Policy' })}
          arrow
        />
        <ListCell
          title={t`User agreement`}
          onClick={() => void navigate({ to: '/pages-common/useragree/UserAgree' })}
          arrow
        />
      </nav>

      <LanguageSwitch />

      {hasLogin && (
        <button type="button" className="roda-button roda-button--danger app-block" onClick={() => void logOut()}>
          <Trans>Log out</Trans>
        </button>
      )}
      {accountEnd}
    </div>
  );
}
