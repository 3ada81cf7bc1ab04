import { useCallback, useLayoutEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';

type Options = {
  open: boolean;
  /** called when the user asks to leave: Escape, backdrop tap (when enabled) */
  onDismiss?: () => void;
  /** false: Escape and backdrop do nothing */
  dismissible?: boolean;
  /** tapping outside the panel (on the dialog element itself) dismisses */
  closeOnBackdrop?: boolean;
};

/**
 * Drives a native <dialog> from an `open` prop: showModal() gives the focus trap and inert page,
 * and focus goes back to the element that opened it when it closes.
 */
export function useModalDialog({ open, onDismiss, dismissible = true, closeOnBackdrop = false }: Options) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const latest = useRef({ open, onDismiss, dismissible, closeOnBackdrop });
  useLayoutEffect(() => {
    latest.current = { open, onDismiss, dismissible, closeOnBackdrop };
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement ? active : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      restoreFocus(opener.current);
    }
  }, [open]);

  // layout cleanup, so focus is handed back before a dialog mounted in the same commit opens
  useLayoutEffect(() => {
    const dialog = ref.current;
    const openerRef = opener;
    return () => {
      if (dialog?.open) restoreFocus(openerRef.current);
    };
  }, []);

  const onCancel = useCallback((event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (latest.current.dismissible) latest.current.onDismiss?.();
  }, []);

  // The browser may close a dialog on its own (Chrome's close watcher ignores a second
  // preventDefault on Escape); keep the DOM in step with the `open` prop.
  const onClose = useCallback(() => {
    const dialog = ref.current;
    const { open: shouldBeOpen, dismissible: canDismiss, onDismiss: dismiss } = latest.current;
    if (!dialog || !shouldBeOpen) return;
    if (canDismiss) dismiss?.();
    else dialog.showModal();
  }, []);

  const onClick = useCallback((event: MouseEvent<HTMLDialogElement>) => {
    const { closeOnBackdrop: backdrop, dismissible: canDismiss, onDismiss: dismiss } = latest.current;
    if (backdrop && canDismiss && event.target === event.currentTarget) dismiss?.();
  }, []);

  return { ref, dialogProps: { onCancel, onClose, onClick } };
}

function restoreFocus(element: HTMLElement | null) {
  if (element?.isConnected) element.focus();
}
