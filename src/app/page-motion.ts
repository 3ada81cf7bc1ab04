import { animate } from 'framer-motion/dom/mini';
import type { AppRouter } from './router';

let started = false;

/**
 * Each page after the first rises and fades in once it has rendered (framer-motion's WAAPI
 * `animate`); none with reduced motion. Tab changes keep the path and do not move the page.
 */
export function startPageMotion(router: AppRouter) {
  if (started) return;
  started = true;
  let shown = router.state.location.pathname;
  router.subscribe('onRendered', ({ toLocation }) => {
    if (toLocation.pathname === shown) return;
    shown = toLocation.pathname;
    const page = document.querySelector('#root > :first-child');
    if (!page || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // no fill: the page is transformed only while it runs, or it would carry its fixed bars
    animate(
      page,
      { opacity: [0, 1], transform: ['translateY(12px)', 'none'] },
      { duration: 0.22, ease: [0.22, 1, 0.36, 1] },
    );
  });
}
