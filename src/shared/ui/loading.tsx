import { useLingui } from '@lingui/react/macro';
import { createStore, useStore } from '@/shared/lib/store';
import './theme.css';
import './loading.css';

type LoadingState = { label?: string } | null;

const store = createStore<LoadingState>(null);

/** Covers the screen with a spinner until hideLoading() is called. */
export function showLoading(label?: string): void {
  store.set({ label });
}

/** Removes the loading overlay. */
export function hideLoading(): void {
  store.set(null);
}

/** Mount once near the root. */
export function LoadingHost() {
  const state = useStore(store);
  const { t } = useLingui();
  if (!state) return null;
  return (
    <div className="roda-loading" role="alert" aria-busy="true">
      <div className="roda-loading__box">
        <span className="roda-spinner" aria-hidden="true" />
        <p className="roda-loading__label">{state.label ?? t`Loading…`}</p>
      </div>
    </div>
  );
}
