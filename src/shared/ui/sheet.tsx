import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useModalDialog } from '../hooks/use-modal-dialog';
import { AnimatePresence, m, MotionScope } from './motion';
import './theme.css';
import './sheet.css';

export type SheetPlacement = 'bottom' | 'left' | 'right';

export type SheetProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  placement: SheetPlacement;
  children?: ReactNode;
  /** sticky actions under the scrolling body */
  footer?: ReactNode;
  className?: string;
};

/** px of swipe towards the edge that closes the sheet */
export const SWIPE_CLOSE_PX = 80;

/** Where the panel waits off screen before it slides in and after it slides out. */
const offScreen: Record<SheetPlacement, { x?: string; y?: string }> = {
  bottom: { y: '100%' },
  left: { x: '-100%' },
  right: { x: '100%' },
};
const slide = { type: 'tween', ease: [0.22, 1, 0.36, 1], duration: 0.28 } as const;

/**
 * The shared modal panel behind BottomPopup, Drawer and Picker: a native <dialog> whose panel
 * slides in and, before the dialog closes, out again (framer-motion; none with reduced motion).
 */
export function Sheet({ open, onClose, title, placement, children, footer, className = '' }: SheetProps) {
  const { t } = useLingui();
  const titleId = useId();
  // the dialog stays shown while the panel slides out after `open` turned false
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  const { ref, dialogProps } = useModalDialog({ open: shown, onDismiss: onClose, closeOnBackdrop: true });
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ x: number; y: number } | null>(null);

  // distance moved towards the edge the sheet came from
  const towardsEdge = (dx: number, dy: number) => (placement === 'bottom' ? dy : placement === 'left' ? -dx : dx);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    const body = (event.target as Element).closest('.roda-sheet__body');
    // a touch inside scrolled content scrolls it; only at the top does a downward swipe close
    if (!touch || event.touches.length > 1 || (placement === 'bottom' && body && body.scrollTop > 0)) return;
    drag.current = { x: touch.clientX, y: touch.clientY };
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!drag.current || !touch) return;
    setOffset(Math.max(0, towardsEdge(touch.clientX - drag.current.x, touch.clientY - drag.current.y)));
  };
  const onTouchEnd = () => {
    if (!drag.current) return;
    drag.current = null;
    if (offset >= SWIPE_CLOSE_PX) onClose();
    setOffset(0);
  };

  const hidden = offScreen[placement];
  const axis = placement === 'bottom' ? 'y' : 'x';
  const sign = placement === 'left' ? -1 : 1;

  return (
    <dialog
      ref={ref}
      className={`roda-sheet roda-sheet--${placement} roda-scroll-lock ${className}`}
      aria-labelledby={titleId}
      data-leaving={(!open && shown) || undefined}
      {...dialogProps}
    >
      <MotionScope>
        <AnimatePresence onExitComplete={() => setShown(false)}>
          {open && (
            <m.div
              key="panel"
              className="roda-sheet__panel"
              initial={hidden}
              animate={{ [axis]: sign * offset }}
              exit={hidden}
              // while a finger drags, the panel follows it without easing
              transition={offset ? { duration: 0 } : slide}
              onTouchStart={onTouchStart}
              onTouchMove={onTouchMove}
              onTouchEnd={onTouchEnd}
              onTouchCancel={onTouchEnd}
            >
              {placement === 'bottom' && <div className="roda-sheet__handle" aria-hidden="true" />}
              <header className="roda-sheet__header">
                <h2 id={titleId} className="roda-sheet__title">
                  {title}
                </h2>
                <button type="button" className="roda-sheet__close" aria-label={t`Close`} onClick={onClose}>
                  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              </header>
              <div className="roda-sheet__body">{children}</div>
              {footer && <div className="roda-sheet__footer">{footer}</div>}
            </m.div>
          )}
        </AnimatePresence>
      </MotionScope>
    </dialog>
  );
}
