import { useRouterState } from '@tanstack/react-router';
import type { animate as miniAnimate } from 'framer-motion/dom/mini';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

type Animate = typeof miniAnimate;

// framer-motion's small WAAPI `animate`, fetched at the first touch or key press rather than with
// the page, so Home's first load stays within budget (decision 014); a page reached before it
// arrives just appears
let animate: Animate | undefined;
const load = () =>
  void import('framer-motion/dom/mini').then(
    (module) => (animate = module.animate),
    () => undefined,
  );
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', load, { once: true, passive: true });
  window.addEventListener('keydown', load, { once: true });
}

/** Each page after the first rises and fades in; none with reduced motion. */
export function PageTransition({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const shown = useRef(pathname);

  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!frame.current || !animate || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // no fill: the frame is transformed only while it runs, or it would carry the page's fixed bars
    animate(
      frame.current,
      { opacity: [0, 1], transform: ['translateY(12px)', 'none'] },
      { duration: 0.22, ease: [0.22, 1, 0.36, 1] },
    );
  }, [pathname]);

  return <div ref={frame}>{children}</div>;
}
