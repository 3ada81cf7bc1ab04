import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TabBar, type TabBarItem } from './tab-bar';
import { renderWithI18n } from './test-utils';

const items: TabBarItem[] = [
  { key: 'store', label: 'Store', icon: <svg />, to: '/app/pages/home/home' },
  { key: 'order', label: 'Order', icon: <svg />, to: '/app/pages-order/list/OrderList', badge: 3 },
  { key: 'me', label: 'Me', icon: <svg />, to: '/app/pages-common/person/MineInfo', badge: 120 },
];

describe('TabBar', () => {
  it('is a named navigation of links with the active one marked as the current page', () => {
    renderWithI18n(<TabBar items={items} activeKey="order" />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(items.map((i) => i.to));
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  });

  it('announces badges and caps them at 99+', () => {
    renderWithI18n(<TabBar items={items} activeKey="store" />);
    expect(screen.getByRole('link', { name: /Order.*3 new/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Me.*99\+ new/ })).toBeTruthy();
  });

  it('lets the app shell supply its own link element', () => {
    renderWithI18n(
      <TabBar
        items={items}
        activeKey="me"
        renderLink={(item, children, active) => (
          <button type="button" data-to={item.to} aria-pressed={active}>
            {children}
          </button>
        )}
      />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Me/ }).getAttribute('aria-pressed')).toBe('true');
  });
});
