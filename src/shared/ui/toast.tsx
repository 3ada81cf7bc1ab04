import { createStore, useStore } from '@/shared/lib/store';
import './theme.css';
import './toast.css';

type ToastState = { id: number; message: string } | null;

const store = createStore<ToastState>(null);
let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;

/** Shows a short message; a new toast replaces the one on screen. */
export function showToast(message: string, durationMs = 2000): void {
  clearTimeout(timer);
  store.set({ id: nextId++, message });
  timer = setTimeout(hideToast, durationMs);
}

/** Hides the toast now. */
export function hideToast(): void {
  clearTimeout(timer);
  store.set(null);
}

/** Mount once near the root; the live region exists before any message so it is announced. */
export function ToastHost() {
  const toast = useStore(store);
  return (
    <div className="roda-toast-region" role="status" aria-live="polite" aria-atomic="true">
      {toast && (
        <p key={toast.id} className="roda-toast">
          {toast.message}
        </p>
      )}
    </div>
  );
}
