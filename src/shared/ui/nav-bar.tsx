import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import './theme.css';
import './nav-bar.css';

export type NavBarVariant = 'default' | 'custom' | 'transparent';

export type NavBarProps = {
  title?: string;
  variant?: NavBarVariant;
  /** defaults to history.back() */
  onBack?: () => void;
  /** defaults to true unless variant is 'custom' */
  showBack?: boolean;
  right?: ReactNode;
  /** 'transparent' only: px of window scroll over which the bar fades in; default 132 */
  fadeDistance?: number;
  /** 'custom' only: the bar content */
  children?: ReactNode;
};

/** How far (0..1) the transparent bar has faded in after scrolling scrollY px. */
export function fadeProgress(scrollY: number, fadeDistance: number): number {
  if (fadeDistance <= 0) return scrollY > 0 ? 1 : 0;
  return Math.min(1, Math.max(0, scrollY / fadeDistance));
}

/** Fixed top bar, 48px plus the safe-area inset; leaves a spacer unless transparent. */
export function NavBar({
  title,
  variant = 'default',
  onBack,
  showBack = variant !== 'custom',
  right,
  fadeDistance = 132,
  children,
}: NavBarProps) {
  const { t } = useLingui();
  const barRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (variant !== 'transparent' || !bar) return;
    let frame = 0;
    const apply = () => {
      frame = 0;
      bar.style.setProperty('--roda-nav-fade', String(fadeProgress(window.scrollY, fadeDistance)));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [variant, fadeDistance]);

  const back = onBack ?? (() => window.history.back());

  return (
    <>
      <header ref={barRef} className={`roda-nav-bar roda-nav-bar--${variant}`}>
        <div className="roda-nav-bar__inner">
          {variant === 'custom' ? (
            <div className="roda-nav-bar__custom">
              {children}
              {right}
            </div>
          ) : (
            <>
              <div className="roda-nav-bar__side">
                {showBack && (
                  <button type="button" className="roda-nav-bar__back" aria-label={t`Back`} onClick={back}>
                    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                      <path
                        d="M15 5l-7 7 7 7"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </button>
                )}
              </div>
              <h1 className="roda-nav-bar__title">{title}</h1>
              <div className="roda-nav-bar__side roda-nav-bar__side--right">{right}</div>
            </>
          )}
        </div>
      </header>
      {variant !== 'transparent' && <div className="roda-nav-bar__spacer" aria-hidden="true" />}
    </>
  );
}
