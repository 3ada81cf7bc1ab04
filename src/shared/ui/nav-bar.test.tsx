import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fadeProgress, NavBar } from './nav-bar';
import { renderWithI18n } from './test-utils';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('fadeProgress', () => {
  it('is linear over the fade distance and clamped to 0..1', () => {
    expect(fadeProgress(0, 132)).toBe(0);
    expect(fadeProgress(66, 132)).toBe(0.5);
    expect(fadeProgress(132, 132)).toBe(1);
    expect(fadeProgress(500, 132)).toBe(1);
    expect(fadeProgress(-20, 132)).toBe(0);
  });
});

describe('NavBar', () => {
  afterEach(() => scrollTo(0));

  it('shows the title as the page heading and a named back button', () => {
    const onBack = vi.fn();
    renderWithI18n(<NavBar title="FAQ" onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('goes back in history when no onBack is given', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderWithI18n(<NavBar title="FAQ" />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalled();
    back.mockRestore();
  });

  it('hides the back button when showBack is false and renders the right slot', () => {
    renderWithI18n(<NavBar title="Home" showBack={false} right={<button type="button">Share</button>} />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('custom variant renders only the given content', () => {
    renderWithI18n(
      <NavBar variant="custom" right={<span>lang</span>}>
        <span>Logo</span>
      </NavBar>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByText('Logo')).toBeTruthy();
    expect(screen.getByText('lang')).toBeTruthy();
  });

  it('transparent variant fades in linearly with window scroll', () => {
    vi.useFakeTimers();
    const { container } = renderWithI18n(<NavBar title="Tyre" variant="transparent" fadeDistance={100} />);
    const bar = container.querySelector('header')!;
    expect(bar.style.getPropertyValue('--roda-nav-fade')).toBe('0');
    scrollTo(25);
    act(() => vi.advanceTimersByTime(20));
    expect(bar.style.getPropertyValue('--roda-nav-fade')).toBe('0.25');
    scrollTo(400);
    act(() => vi.advanceTimersByTime(20));
    expect(bar.style.getPropertyValue('--roda-nav-fade')).toBe('1');
    expect(container.querySelector('.roda-nav-bar__spacer')).toBeNull();
    vi.useRealTimers();
  });
});
