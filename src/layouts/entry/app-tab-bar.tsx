import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useClientState } from '@/shared/lib/client-state';
import { isStaff } from '@/shared/lib/session';
import { TabBar } from '@/shared/ui/tab-bar';
import { TabIcon } from './tab-icons';
import { staffTabs, tabKeys, tabLabels, type TabKey } from './tabs';

/** Tabs the current user may see. */
export function useVisibleTabs(): TabKey[] {
  const user = useClientState((s) => s.userInfo);
  const staff = isStaff(user);
  return tabKeys.filter((key) => staff || !staffTabs.includes(key));
}

export function AppTabBar({ active }: { active: TabKey }) {
  const { i18n } = useLingui();
  const tabs = useVisibleTabs();
  return (
    <TabBar
      activeKey={active}
      items={tabs.map((key) => ({
        key,
        label: i18n._(tabLabels[key]),
        icon: <TabIcon tab={key} />,
        to: `/?tab=${key}`,
      }))}
      renderLink={(item, children, isActive) => (
        <Link to="/" search={{ tab: item.key as TabKey }} replace aria-current={isActive ? 'page' : undefined}>
          {children}
        </Link>
      )}
    />
  );
}
