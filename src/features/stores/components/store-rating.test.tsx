import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '@/shared/ui/test-utils';
import { StoreRating } from './store-rating';

describe('StoreRating', () => {
  it('shows the average out of 5 and how many ratings', () => {
    renderWithI18n(<StoreRating rating={{ average: 4.26, count: 12 }} />);
    expect(screen.getByText('4.3 out of 5')).toBeTruthy();
    expect(screen.getByText('(12 ratings)')).toBeTruthy();
  });

  it('says one rating in the singular', () => {
    renderWithI18n(<StoreRating rating={{ average: 5, count: 1 }} />);
    expect(screen.getByText('5 out of 5')).toBeTruthy();
    expect(screen.getByText('(1 rating)')).toBeTruthy();
  });

  it('shows nothing before the first rating or while it is read', () => {
    const { container } = renderWithI18n(<StoreRating rating={{ average: null, count: 0 }} />);
    expect(container.textContent).toBe('');
    const { container: loading } = renderWithI18n(<StoreRating rating={undefined} />);
    expect(loading.textContent).toBe('');
  });
});
