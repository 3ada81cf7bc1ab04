import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AreaSelector } from './area-selector';
import { renderWithI18n } from './test-utils';

const areas = [
  { state: 'Johor', cities: ['Johor Bahru', 'Muar'] },
  {
    state: 'Selangor',
    cities: ['Shah Alam', 'Petaling Jaya', 'Klang', 'Subang Jaya', 'Kajang', 'Puchong', 'Rawang', 'Sepang', 'Banting'],
  },
];

describe('AreaSelector', () => {
  it('picks a state then a city and reports both', async () => {
    const onChange = vi.fn();
    renderWithI18n(<AreaSelector value={null} onChange={onChange} areas={areas} />);
    fireEvent.click(screen.getByRole('button', { name: /Select state and city/ }));
    expect(screen.getByRole('dialog', { name: 'Area' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Johor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Muar' }));
    expect(onChange).toHaveBeenCalledWith({ state: 'Johor', city: 'Muar' });
    await waitFor(() => expect(screen.getByRole('dialog', { hidden: true }).hasAttribute('open')).toBe(false));
  });

  it('goes back to the states from the breadcrumb', () => {
    renderWithI18n(<AreaSelector value={null} onChange={() => {}} areas={areas} />);
    fireEvent.click(screen.getByRole('button', { name: /Select state and city/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Johor' }));
    fireEvent.click(screen.getByRole('button', { name: 'State: Johor' }));
    expect(screen.getByRole('button', { name: 'Selangor' })).toBeTruthy();
  });

  it('filters long lists with the search box', () => {
    renderWithI18n(<AreaSelector value={null} onChange={() => {}} areas={areas} />);
    fireEvent.click(screen.getByRole('button', { name: /Select state and city/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Selangor' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'jaya' } });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(
      expect.arrayContaining(['Petaling Jaya', 'Subang Jaya']),
    );
    expect(screen.queryByRole('button', { name: 'Klang' })).toBeNull();
  });

  it('shows the current value and uses the real Malaysian list by default', () => {
    renderWithI18n(<AreaSelector value={{ state: 'Johor', city: 'Muar' }} onChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /Muar, Johor/ }));
    expect(screen.getByRole('button', { name: 'Selangor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Johor' }).getAttribute('aria-current')).toBe('true');
  });
});
