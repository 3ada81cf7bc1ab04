import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from './test-utils';
import { hideToast, showToast, ToastHost } from './toast';

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => hideToast());
    vi.useRealTimers();
  });

  it('announces the message in a polite status region', () => {
    renderWithI18n(<ToastHost />);
    const region = screen.getByRole('status');
    expect(region).toHaveProperty('ariaLive', 'polite');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => showToast('Saved'));
    expect(region.textContent).toBe('Saved');
  });

  it('hides after 2000 ms by default', () => {
    renderWithI18n(<ToastHost />);
    act(() => showToast('Saved'));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status').textContent).toBe('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('replaces the old toast and restarts the timer for the new one', () => {
    renderWithI18n(<ToastHost />);
    act(() => showToast('First', 1000));
    act(() => vi.advanceTimersByTime(800));
    act(() => showToast('Second', 1000));
    expect(screen.getByRole('status').textContent).toBe('Second');
    act(() => vi.advanceTimersByTime(800));
    expect(screen.getByRole('status').textContent).toBe('Second');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
