import { AnimatePresence, domAnimation, LazyMotion, m, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * Motion for the kit (framer-motion): the small `m` components with the DOM animation features
 * only, and `reducedMotion="user"` so people who ask for less motion get none. Imported only by
 * lazily loaded screens and pieces; it stays out of the vendor chunk Home loads (vite.config.ts).
 */
export function MotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

/** A list item that fades and grows in, and out again when it leaves an AnimatePresence. */
export const appear = {
  initial: { opacity: 0, scale: 0.96 },
  animate: { opacity: 1, scale: 1 },
  exit: { opacity: 0, scale: 0.96 },
  transition: { duration: 0.18, ease: 'easeOut' },
} as const;

export { AnimatePresence, m };
