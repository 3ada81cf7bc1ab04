import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';
import { renderWithI18n } from './test-utils';

describe('EmptyState', () => {
  it('says No data by default and hides the illustration from assistive tech', () => {
    const { container } = renderWithI18n(<EmptyState />);
    expect(screen.getByText('No data')).toBeTruthy();
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the given title, description and action', () => {
    renderWithI18n(
      <EmptyState title="No cars yet" description="Add your car" action={<button type="button">Add car</button>} />,
    );
    expect(screen.getByText('No cars yet')).toBeTruthy();
    expect(screen.getByText('Add your car')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add car' })).toBeTruthy();
  });
});
