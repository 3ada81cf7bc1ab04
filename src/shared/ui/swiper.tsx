import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import './theme.css';
import './swiper.css';

export type SwiperProps = {
  items: ReactNode[];
  /** accessible name of the carousel */
  label: string;
  /** advance every n ms; off when absent or when the user prefers reduced motion */
  autoplayMs?: number;
  /** autoplay wraps from the last slide to the first */
  loop?: boolean;
};

/** A scroll-snap carousel (WAI-ARIA carousel pattern) with dot buttons and optional autoplay. */
export function Swiper({ items, label, autoplayMs, loop = false }: SwiperProps) {
  const { t } = useLingui();
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduced = useReducedMotion();
  const count = items.length;
  const canAutoplay = Boolean(autoplayMs) && count > 1 && !reduced;
  const playing = canAutoplay && !hovered && !focused && !stopped;

  const goTo = (target: number) => {
    const track = trackRef.current;
    setIndex(target);
    track?.scrollTo?.({ left: target * track.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
  };
  const latest = useRef({ goTo, index });
  useEffect(() => {
    latest.current = { goTo, index };
  });

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const { index: current, goTo: go } = latest.current;
      const next = current + 1 < count ? current + 1 : loop ? 0 : current;
      if (next !== current) go(next);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [playing, autoplayMs, count, loop]);

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || !track.clientWidth) return;
    setIndex(Math.round(track.scrollLeft / track.clientWidth));
  };

  return (
    <section
      className="roda-swiper"
      aria-roledescription={t`carousel`}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={trackRef} className="roda-swiper__track" aria-live={playing ? 'off' : 'polite'} onScroll={onScroll}>
        {items.map((item, i) => {
          const n = i + 1;
          const m = count;
          return (
            <div
              key={i}
              className="roda-swiper__slide"
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${n} of ${m}`}
              aria-hidden={i !== index || undefined}
              inert={i !== index}
            >
              {item}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="roda-swiper__controls">
          {canAutoplay && (
            <button
              type="button"
              className="roda-swiper__toggle"
              aria-label={stopped ? t`Start automatic slide show` : t`Stop automatic slide show`}
              onClick={() => setStopped((s) => !s)}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                {stopped ? (
                  <path d="M8 5v14l11-7z" fill="currentColor" />
                ) : (
                  <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
                )}
              </svg>
            </button>
          )}
          {items.map((_, i) => {
            const n = i + 1;
            const m = count;
            return (
              <button
                key={i}
                type="button"
                className="roda-swiper__dot"
                aria-label={t`Slide ${n} of ${m}`}
                aria-current={i === index || undefined}
                onClick={() => goTo(i)}
              >
                <span aria-hidden="true" />
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
