import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../hooks/use-modal-dialog';
import './theme.css';
import './modal.css';

export type ModalTheme = 'default' | 'alternate';

export type ModalProps = {
  open: boolean;
  title?: string;
  content?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** default true */
  showCancel?: boolean;
  /** 'default': confirm #7261FC; 'alternate': confirm #FDCF32 with dark text */
  theme?: ModalTheme;
  onConfirm?: () => void;
  onCancel?: () => void;
  /** default true; false: Escape does nothing and there is no way out but confirm */
  dismissible?: boolean;
};

/** A confirm/alert dialog on a native modal <dialog>. */
export function Modal({
  open,
  title,
  content,
  confirmText,
  cancelText,
  showCancel = true,
  theme = 'default',
  onConfirm,
  onCancel,
  dismissible = true,
}: ModalProps) {
  const { t } = useLingui();
  const { ref, dialogProps } = useModalDialog({ open, onDismiss: onCancel, dismissible });
  const titleId = useId();
  const contentId = useId();
  return (
    <dialog
      ref={ref}
      className={`roda-modal roda-modal--${theme} roda-scroll-lock`}
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={content ? contentId : undefined}
      {...dialogProps}
    >
      {open && (
        <>
          {title && (
            <h2 id={titleId} className="roda-modal__title">
              {title}
            </h2>
          )}
          {content && (
            <div id={contentId} className="roda-modal__content">
              {content}
            </div>
          )}
          <div className="roda-modal__actions">
            {showCancel && (
              <button type="button" className="roda-modal__button roda-modal__cancel" onClick={onCancel}>
                {cancelText ?? t`Cancel`}
              </button>
            )}
            <button type="button" className="roda-modal__button roda-modal__confirm" onClick={onConfirm}>
              {confirmText ?? t`Confirm`}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
