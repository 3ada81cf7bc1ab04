import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';

i18n.loadAndActivate({ locale: 'en', messages: {} });

installDialogPolyfill();

// vitest runs without globals, so Testing Library cannot register its own cleanup
afterEach(cleanup);

/** Renders inside the Lingui provider with the English source catalogue. */
export function renderWithI18n(ui: ReactElement, options?: RenderOptions) {
  return render(ui, {
    wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
    ...options,
  });
}

/** jsdom has no showModal/close; this keeps the attribute and the events that components rely on. */
export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __rodaPolyfill?: boolean };
  if (proto.__rodaPolyfill) return;
  proto.__rodaPolyfill = true;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dataset.modal = 'true';
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    delete this.dataset.modal;
    this.dispatchEvent(new Event('close'));
  };
}

/** What a browser does on Escape: a cancelable `cancel` event, then close unless prevented. */
export function pressEscape(dialog: HTMLElement) {
  act(() => {
    const event = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(event);
    if (!event.defaultPrevented) (dialog as HTMLDialogElement).close();
  });
}

/** Touch drag helper: start at (x, y) and move by the given deltas, then release. */
export function touchDrag(
  target: Element,
  from: { x: number; y: number },
  moves: { x?: number; y?: number }[],
  release = true,
) {
  fireEvent.touchStart(target, { touches: [{ clientX: from.x, clientY: from.y }] });
  let last = from;
  for (const move of moves) {
    last = { x: from.x + (move.x ?? 0), y: from.y + (move.y ?? 0) };
    fireEvent.touchMove(target, { touches: [{ clientX: last.x, clientY: last.y }] });
  }
  if (release) fireEvent.touchEnd(target, { changedTouches: [{ clientX: last.x, clientY: last.y }] });
}
