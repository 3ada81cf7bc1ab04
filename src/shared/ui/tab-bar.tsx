import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import './theme.css';
import './tab-bar.css';

export type TabBarItem = { key: string; label: string; icon: ReactNode; to: string; badge?: number };

export type TabBarProps = {
  items: TabBarItem[];
  activeKey: string;
  /**
   * Wraps each tab's content in the app's link (e.g. TanStack `Link`); give the link
   * aria-current="page" when active. Defaults to a plain <a>.
   */
  renderLink?: (item: TabBarItem, children: ReactNode, active: boolean) => ReactNode;
  /** accessible name of the navigation landmark; defaults to 'Main' */
  label?: string;
};

const defaultLink = (item: TabBarItem, children: ReactNode, active: boolean) => (
  <a href={item.to} aria-current={active ? 'page' : undefined}>
    {children}
  </a>
);

/** Fixed bottom navigation with safe-area padding; leaves a spacer of its height in the flow. */
export function TabBar({ items, activeKey, renderLink = defaultLink, label }: TabBarProps) {
  const { t } = useLingui();
  return (
    <>
      <div className="roda-tab-bar__spacer" aria-hidden="true" />
      <nav className="roda-tab-bar" aria-label={label ?? t`Main`}>
        <ul className="roda-tab-bar__list">
          {items.map((item) => {
            const active = item.key === activeKey;
            const badge = item.badge ? (item.badge > 99 ? '99+' : String(item.badge)) : null;
            return (
              <li key={item.key} className="roda-tab-bar__item" data-active={active || undefined}>
                {renderLink(
                  item,
                  <>
                    <span className="roda-tab-bar__icon" aria-hidden="true">
                      {item.icon}
                      {badge && <span className="roda-tab-bar__badge">{badge}</span>}
                    </span>
                    <span className="roda-tab-bar__label">{item.label}</span>
                    {badge && <span className="roda-sr-only">{t`${badge} new`}</span>}
                  </>,
                  active,
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
