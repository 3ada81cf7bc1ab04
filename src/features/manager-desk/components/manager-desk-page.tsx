import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { useClientState } from '@/shared/lib/client-state';
import * as queryRoots from '@/shared/lib/query-roots';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { Tabs } from '@/shared/ui/tabs';
import { useStoreOverview } from '../api/get-store-overview';
import { managerDeskSections, type ManagerDeskSection } from '../sections';
import { Complaints } from './complaints';
import { DayPlan, type DayPlanChoice } from './day-plan';
import { Refunds } from './refunds';
import { Signups } from './signups';
import { StoreRatings } from './store-ratings';
import { StoreOverview } from './store-overview';
import '../manager-desk.css';

const sectionLabels = {
  day: msg`Schedule`,
  stores: msg`Stores`,
  ratings: msg`Ratings`,
  signups: msg`Sign-ups`,
  refunds: msg`Refunds`,
  complaints: msg`Complaints`,
};

interface ManagerDeskProps {
  /** The open tab (the route keeps it in the address, so back and reload keep it). */
  section?: ManagerDeskSection;
  onSectionChange: (section: ManagerDeskSection) => void;
  /** The day and workshop the Day tab shows (in the address too). */
  day: DayPlanChoice;
  onDayChange: (day: DayPlanChoice) => void;
}

/** The manager desk (store managers and the company): the day, stores, ratings, sign-ups, refunds, complaints. */
export function ManagerDeskPage({ section = 'day', ...props }: ManagerDeskProps) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const role = useClientState((s) => s.userInfo?.role);
  if (role === 'manager' || role === 'company') return <ManagerDesk section={section} {...props} />;
  return (
    <>
      <NavBar title={t`Manager desk`} onBack={goBack} />
      <main className="app-page mgr">
        <EmptyState
          title={t`For store managers`}
          description={t`Log in with a store manager or company account to review sign-ups, refunds and complaints.`}
          action={
            <Link
              to="/pages/login/PhoneLogin"
              search={{ mode: 'staff', redirect: '/pages-staff/manager/ManagerDesk' }}
              className="roda-button roda-button--primary"
            >
              <Trans>Staff log in</Trans>
            </Link>
          }
        />
      </main>
    </>
  );
}

function ManagerDesk({ section, onSectionChange, day, onDayChange }: Required<ManagerDeskProps>) {
  const { t, i18n } = useLingui();
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  const overview = useStoreOverview();
  const mail = overview.data?.mailOrders;
  const totals = (overview.data?.stores ?? []).reduce(
    (sum, s) => ({
      signups: sum.signups + s.pendingSignups,
      refunds: sum.refunds + s.pendingRefunds,
      complaints: sum.complaints + s.openComplaints,
    }),
    { signups: 0, refunds: mail?.pendingRefunds ?? 0, complaints: mail?.openComplaints ?? 0 },
  );
  const badge: Partial<Record<ManagerDeskSection, number>> = totals;
  return (
    <>
      <NavBar title={t`Manager desk`} onBack={goBack} />
      <main className="app-page mgr">
        <Link
          to="/office/$"
          params={{ _splat: 'dashboard' }}
          className="roda-button roda-button--secondary app-block mgr-office"
        >
          <Trans>Open the back office</Trans>
        </Link>
        <Tabs
          label={t`Manager desk`}
          items={managerDeskSections.map((key) => ({
            key,
            label: i18n._(sectionLabels[key]),
            badge: badge[key] || undefined,
          }))}
          value={section}
          onChange={(key) => onSectionChange(key as ManagerDeskSection)}
          tabId={(key) => `mgr-tab-${key}`}
          panelId={(key) => `mgr-panel-${key}`}
        />
        <div role="tabpanel" id={`mgr-panel-${section}`} aria-labelledby={`mgr-tab-${section}`}>
          <PullToRefresh
            onRefresh={() => queryClient.invalidateQueries({ queryKey: queryRoots.rootKey(queryRoots.staff) })}
          >
            {section === 'day' && <DayPlan choice={day} onChoose={onDayChange} />}
            {section === 'stores' && <StoreOverview />}
            {section === 'ratings' && <StoreRatings />}
            {section === 'signups' && <Signups />}
            {section === 'refunds' && <Refunds />}
            {section === 'complaints' && <Complaints />}
          </PullToRefresh>
        </div>
      </main>
    </>
  );
}
