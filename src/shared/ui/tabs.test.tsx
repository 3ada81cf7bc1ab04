import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './tabs';
import { renderWithI18n } from './test-utils';

const items: TabItem[] = [
  { key: 'all', label: 'All' },
  { key: 'unpaid', label: 'Unpaid', badge: 2 },
  { key: 'done', label: 'Done' },
];

function Harness({ onChange }: { onChange?: (key: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <Tabs
      label="Order status"
      items={items}
      value={value}
      panelId={(key) => `panel-${key}`}
      onChange={(key) => {
        setValue(key);
        onChange?.(key);
      }}
    />
  );
}

describe('Tabs', () => {
  it('renders a named tablist with one selected, focusable tab', () => {
    renderWithI18n(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Order status' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[1]!.getAttribute('aria-controls')).toBe('panel-unpaid');
    expect(tabs[1]!.textContent).toBe('Unpaid2');
  });

  it('moves selection and focus with arrow keys, wrapping, and Home/End', () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    const tabs = () => screen.getAllByRole('tab');
    tabs()[0]!.focus();
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowRight' });
    expect(tabs()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs()[1]);
    expect(tabs()[1]!.tabIndex).toBe(0);
    fireEvent.keyDown(tabs()[1]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs()[2]);
    fireEvent.keyDown(tabs()[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs()[0]);
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs()[2]);
    fireEvent.keyDown(tabs()[2]!, { key: 'Home' });
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(['unpaid', 'done', 'all', 'done', 'all']);
  });

  it('selects on click', () => {
    renderWithI18n(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: /Done/ }));
    expect(screen.getByRole('tab', { name: /Done/ }).getAttribute('aria-selected')).toBe('true');
  });
});
