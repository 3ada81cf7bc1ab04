import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Collapse, type CollapseItem } from './collapse';
import { renderWithI18n } from './test-utils';

const items: CollapseItem[] = [
  { key: 'refund', title: 'How do refunds work?', content: 'Within 3 working days.' },
  { key: 'warranty', title: 'Is there a warranty?', content: '30 days.' },
];

const button = (name: string) => screen.getByRole('button', { name });

describe('Collapse', () => {
  it('starts closed with buttons that control hidden regions', () => {
    renderWithI18n(<Collapse items={items} />);
    const b = button('How do refunds work?');
    expect(b.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(b.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    expect(screen.getByRole('heading', { level: 3, name: 'How do refunds work?' })).toBeTruthy();
  });

  it('opens and closes items independently by default', () => {
    renderWithI18n(<Collapse items={items} />);
    fireEvent.click(button('How do refunds work?'));
    fireEvent.click(button('Is there a warranty?'));
    expect(screen.getByRole('region', { name: 'How do refunds work?' }).textContent).toBe('Within 3 working days.');
    expect(screen.getByRole('region', { name: 'Is there a warranty?' })).toBeTruthy();
    fireEvent.click(button('How do refunds work?'));
    expect(button('How do refunds work?').getAttribute('aria-expanded')).toBe('false');
    expect(button('Is there a warranty?').getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps only one item open in accordion mode', () => {
    renderWithI18n(<Collapse items={items} accordion defaultOpenKeys={['refund']} />);
    expect(button('How do refunds work?').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button('Is there a warranty?'));
    expect(button('How do refunds work?').getAttribute('aria-expanded')).toBe('false');
    expect(button('Is there a warranty?').getAttribute('aria-expanded')).toBe('true');
  });
});
