import { lazy, Suspense } from 'react';
import { createStore, useStore } from '@/shared/lib/store';
import type { ModalProps } from './modal-dialog';

export type { ModalProps, ModalTheme } from './modal-dialog';

// The dialog itself loads with the first confirm(): no screen needs it to show.
const Modal = lazy(() => import('./modal-dialog').then((m) => ({ default: m.Modal })));

export type ConfirmOptions = Omit<ModalProps, 'open' | 'onConfirm' | 'onCancel'>;

type Request = { id: number; options: ConfirmOptions; resolve: (ok: boolean) => void };

const queue = createStore<Request[]>([]);
let nextId = 1;

/** Asks through <ModalHost />; resolves true on confirm, false on cancel. Requests queue up. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    queue.set([...queue.get(), { id: nextId++, options, resolve }]);
  });
}

function settle(id: number, ok: boolean) {
  const request = queue.get().find((r) => r.id === id);
  if (!request) return;
  queue.set(queue.get().filter((r) => r.id !== id));
  request.resolve(ok);
}

/** Mount once near the root so confirm() can show. */
export function ModalHost() {
  const [current] = useStore(queue);
  if (!current) return null;
  const { id, options } = current;
  return (
    <Suspense fallback={null}>
      <Modal key={id} {...options} open onConfirm={() => settle(id, true)} onCancel={() => settle(id, false)} />
    </Suspense>
  );
}
