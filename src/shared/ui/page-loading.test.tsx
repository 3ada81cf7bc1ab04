import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoading } from './page-loading';
import { renderWithI18n } from './test-utils';

describe('PageLoading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing for the first 200 ms, then a spinner status', () => {
    renderWithI18n(<PageLoading />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('turns into a failure alert after 60 s and retries on request', () => {
    const onRetry = vi.fn();
    renderWithI18n(<PageLoading onRetry={onRetry} />);
    act(() => vi.advanceTimersByTime(59_999));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toContain('Loading failed, please check your network');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('honours custom delay and timeout', () => {
    renderWithI18n(<PageLoading delayMs={50} timeoutMs={1000} />);
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(950));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
