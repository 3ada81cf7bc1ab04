import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideLoading, LoadingHost, showLoading } from './loading';
import { renderWithI18n } from './test-utils';

describe('loading overlay', () => {
  afterEach(() => act(() => hideLoading()));

  it('renders nothing until shown', () => {
    renderWithI18n(<LoadingHost />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a busy alert with the default label', () => {
    renderWithI18n(<LoadingHost />);
    act(() => showLoading());
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('aria-busy')).toBe('true');
    expect(alert.textContent).toContain('Loading…');
  });

  it('stays until hideLoading is called, however long it takes', () => {
    vi.useFakeTimers();
    renderWithI18n(<LoadingHost />);
    act(() => showLoading('Paying'));
    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.getByRole('alert').textContent).toContain('Paying');
    act(() => hideLoading());
    expect(screen.queryByRole('alert')).toBeNull();
    vi.useRealTimers();
  });
});
