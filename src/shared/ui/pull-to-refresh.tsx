import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, type ReactNode } from 'react';
import './theme.css';
import './pull-to-refresh.css';

export type PullStatus = 'pulling' | 'reached' | 'refreshing' | 'aborting' | 'restoring';
export type PullState = { status: PullStatus; distance: number };
export type PullEvent =
  | { type: 'move'; distance: number; threshold: number }
  | { type: 'release' }
  | { type: 'refresh' }
  | { type: 'refreshed' }
  | { type: 'settled' };

export const initialPullState: PullState = { status: 'pulling', distance: 0 };

/** Fallback for a transitionend that never comes (350 ms: docs/product.md#pull-to-refresh). */
export const SETTLE_FALLBACK_MS = 350;

/** The pull-to-refresh state machine; 'pulling' with distance 0 is the resting state. */
export function pullReducer(state: PullState, event: PullEvent): PullState {
  switch (event.type) {
    case 'move': {
      if (state.status !== 'pulling' && state.status !== 'reached') return state;
      const distance = Math.max(0, event.distance);
      return { status: distance >= event.threshold ? 'reached' : 'pulling', distance };
    }
    case 'release':
      if (state.status === 'reached') return { status: 'refreshing', distance: state.distance };
      if (state.status === 'pulling' && state.distance > 0) return { status: 'aborting', distance: 0 };
      return state;
    case 'refresh':
      return state.status === 'pulling' || state.status === 'reached' ? { status: 'refreshing', distance: 0 } : state;
    case 'refreshed':
      return state.status === 'refreshing' ? { status: 'restoring', distance: 0 } : state;
    case 'settled':
      return state.status === 'aborting' || state.status === 'restoring' ? initialPullState : state;
  }
}

/** Finger travel to indicator height: 1:1 up to the threshold, then resisting. */
export function dampen(delta: number, threshold: number): number {
  if (delta <= threshold) return Math.max(0, delta);
  return threshold + (delta - threshold) * 0.4;
}

export type PullToRefreshProps = {
  onRefresh: () => Promise<unknown>;
  /** px of pull that arms the refresh; default 60 */
  threshold?: number;
  children?: ReactNode;
};

/** Drag down from the top and release past the threshold to refresh. */
export function PullToRefresh({ onRefresh, threshold = 60, children }: PullToRefreshProps) {
  const { t } = useLingui();
  const [state, dispatch] = useReducer(pullReducer, initialPullState);
  const rootRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ state, onRefresh, threshold });
  useLayoutEffect(() => {
    latest.current = { state, onRefresh, threshold };
  });

  const runRefresh = useCallback(() => {
    let refresh: Promise<unknown>;
    try {
      refresh = Promise.resolve(latest.current.onRefresh());
    } catch (error) {
      refresh = Promise.reject(error);
    }
    // the caller reports its own errors; the indicator only has to come back
    refresh.catch(() => undefined).finally(() => dispatch({ type: 'refreshed' }));
  }, []);

  const refreshNow = useCallback(() => {
    if (latest.current.state.status !== 'pulling') return;
    dispatch({ type: 'refresh' });
    runRefresh();
  }, [runRefresh]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let start: number | null = null;

    const atTop = () => window.scrollY <= 0 && root.scrollTop <= 0;
    const begin = (y: number) => {
      const { status, distance } = latest.current.state;
      start = status === 'pulling' && distance === 0 && atTop() ? y : null;
    };
    const move = (y: number, event: Event) => {
      if (start === null) return;
      const delta = y - start;
      if (delta <= 0 && latest.current.state.distance === 0) {
        start = null; // scrolling up: not a pull
        return;
      }
      if (event.cancelable) event.preventDefault();
      dispatch({
        type: 'move',
        distance: dampen(delta, latest.current.threshold),
        threshold: latest.current.threshold,
      });
    };
    const end = () => {
      if (start === null) return;
      start = null;
      const armed = latest.current.state.status === 'reached';
      dispatch({ type: 'release' });
      if (armed) runRefresh();
    };

    const onTouchStart = (e: TouchEvent) => e.touches.length === 1 && begin(e.touches[0]!.clientY);
    const onTouchMove = (e: TouchEvent) => e.touches[0] && move(e.touches[0].clientY, e);
    const onPointerMove = (e: PointerEvent) => move(e.clientY, e);
    const onPointerUp = () => {
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      end();
    };
    // touch has its own listeners (pointer events get cancelled once the browser scrolls)
    const onPointerDown = (e: PointerEvent) => {
      if (e.pointerType === 'touch' || e.button !== 0) return;
      begin(e.clientY);
      window.addEventListener('pointermove', onPointerMove);
      window.addEventListener('pointerup', onPointerUp);
    };

    root.addEventListener('touchstart', onTouchStart, { passive: true });
    root.addEventListener('touchmove', onTouchMove, { passive: false });
    root.addEventListener('touchend', end);
    root.addEventListener('touchcancel', end);
    root.addEventListener('pointerdown', onPointerDown);
    return () => {
      root.removeEventListener('touchstart', onTouchStart);
      root.removeEventListener('touchmove', onTouchMove);
      root.removeEventListener('touchend', end);
      root.removeEventListener('touchcancel', end);
      root.removeEventListener('pointerdown', onPointerDown);
      onPointerUp();
    };
  }, [runRefresh]);

  useEffect(() => {
    if (state.status !== 'aborting' && state.status !== 'restoring') return;
    const timer = setTimeout(() => dispatch({ type: 'settled' }), SETTLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  const height = state.status === 'refreshing' ? threshold : state.distance;
  const text =
    state.status === 'reached'
      ? t`Release to refresh`
      : state.status === 'refreshing'
        ? t`Refreshing…`
        : state.status === 'pulling' && state.distance > 0
          ? t`Pull down to refresh`
          : '';

  return (
    <div ref={rootRef} className="roda-ptr" data-state={state.status}>
      <button
        type="button"
        className="roda-ptr__button"
        aria-disabled={state.status !== 'pulling'}
        onClick={refreshNow}
      >
        {t`Refresh`}
      </button>
      <div
        className="roda-ptr__head"
        style={{ height }}
        onTransitionEnd={(e) => {
          if (e.target === e.currentTarget) dispatch({ type: 'settled' });
        }}
      >
        <div className="roda-ptr__indicator">
          {state.status === 'refreshing' && <span className="roda-spinner roda-ptr__spinner" aria-hidden="true" />}
          <span aria-live="polite" className="roda-ptr__text">
            {text}
          </span>
        </div>
      </div>
      <div className="roda-ptr__content">{children}</div>
    </div>
  );
}
