import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Swiper } from './swiper';
import { renderWithI18n } from './test-utils';

const slides = ['Promo A', 'Promo B', 'Promo C'].map((text) => <p key={text}>{text}</p>);

function current() {
  return screen.getAllByRole('button', { name: /^Slide/ }).findIndex((b) => b.getAttribute('aria-current') === 'true');
}

describe('Swiper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a named carousel with one labelled dot button per slide', () => {
    renderWithI18n(<Swiper label="Promotions" items={slides} />);
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ]);
    expect(screen.getByRole('group', { name: '1 of 3' }).getAttribute('aria-roledescription')).toBe('slide');
  });

  it('moves to a slide from its dot and hides the others', () => {
    renderWithI18n(<Swiper label="Promotions" items={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3 of 3' }));
    expect(current()).toBe(2);
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: '1 of 3' })).toBeNull();
  });

  it('autoplays, stops at the end without loop and wraps with loop', async () => {
    const { unmount } = renderWithI18n(<Swiper label="P" items={slides} autoplayMs={1000} />);
    for (let i = 0; i < 3; i++) await act(async () => vi.advanceTimersByTime(1000));
    expect(current()).toBe(2);
    unmount();
    renderWithI18n(<Swiper label="P" items={slides} autoplayMs={1000} loop />);
    for (let i = 0; i < 3; i++) await act(async () => vi.advanceTimersByTime(1000));
    expect(current()).toBe(0);
  });

  it('pauses autoplay on hover and focus and offers a stop button', async () => {
    renderWithI18n(<Swiper label="P" items={slides} autoplayMs={1000} loop />);
    const carousel = screen.getByRole('region', { name: 'P' });
    fireEvent.mouseEnter(carousel);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(current()).toBe(0);
    fireEvent.mouseLeave(carousel);
    fireEvent.focus(screen.getByRole('button', { name: 'Slide 1 of 3' }));
    await act(async () => vi.advanceTimersByTime(3000));
    expect(current()).toBe(0);
    fireEvent.blur(screen.getByRole('button', { name: 'Slide 1 of 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    await act(async () => vi.advanceTimersByTime(3000));
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
  });

  it('does not autoplay when the user prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    }));
    renderWithI18n(<Swiper label="P" items={slides} autoplayMs={1000} loop />);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(current()).toBe(0);
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
  });
});
