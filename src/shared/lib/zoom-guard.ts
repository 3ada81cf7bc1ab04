const DOUBLE_TAP_MS = 300;

/**
 * Blocks double-tap and pinch zoom on iOS Safari (docs/product.md#zoom-guard), which ignores user-scalable=no.
 * Other browsers keep zoom: it is an accessibility feature, and only Safari needs the guard.
 */
export function installZoomGuard(target: Document = document): () => void {
  let lastTouchEnd = 0;
  const onTouchEnd = (event: TouchEvent) => {
    const now = event.timeStamp;
    if (now - lastTouchEnd <= DOUBLE_TAP_MS) event.preventDefault();
    lastTouchEnd = now;
  };
  const onMultiTouch = (event: TouchEvent) => {
    if (event.touches.length > 1) event.preventDefault();
  };
  const onGesture = (event: Event) => event.preventDefault();
  target.addEventListener('touchend', onTouchEnd, { passive: false });
  target.addEventListener('touchmove', onMultiTouch, { passive: false });
  target.addEventListener('gesturestart', onGesture);
  return () => {
    target.removeEventListener('touchend', onTouchEnd);
    target.removeEventListener('touchmove', onMultiTouch);
    target.removeEventListener('gesturestart', onGesture);
  };
}
