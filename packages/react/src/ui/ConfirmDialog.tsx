import { type ReactNode, useRef } from 'react';
import { useUniqueId } from '../context/useUniqueId';
import { DialogShell } from './DialogShell';

/** What a confirm dialog asks (shared by {@link ConfirmDialog} and {@link confirm}). */
export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  /** @default 'OK' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** When false there is no cancel button and Escape does nothing: only confirm settles it. @default true */
  isCancellable?: boolean;
  /** When false the dialog stays open after confirm until the owner closes it. @default true */
  autoClose?: boolean;
  /** Marks the confirm action as destructive (styling only). @default false */
  isDangerous?: boolean;
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps extends ConfirmOptions {
  isOpen: boolean;
  /** The visitor confirmed. */
  onConfirm: () => void;
  /** The visitor cancelled (button or Escape); only when cancellable. */
  onCancel?: () => void;
  /** The dialog wants to close: after either answer, unless `autoClose` is false after confirm. */
  onClose: () => void;
}

/** A yes/no question. The confirm button takes focus. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    isOpen,
    title,
    message,
    confirmLabel = 'OK',
    cancelLabel = 'Cancel',
    isCancellable = true,
    autoClose = true,
    isDangerous = false,
    onConfirm,
    onCancel,
    onClose,
  } = props;
  const titleId = useUniqueId();
  const messageId = useUniqueId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  if (!isOpen) return null;
  const cancel = () => {
    onCancel?.();
    onClose();
  };
  const confirmed = () => {
    onConfirm();
    if (autoClose) onClose();
  };
  return (
    <DialogShell
      role="alertdialog"
      titleId={titleId}
      {...(message !== undefined ? { describedById: messageId } : {})}
      {...(isCancellable ? { onEscape: cancel } : {})}
      initialFocus={confirmRef}
      className="sf-confirm"
    >
      <h2 id={titleId} className="sf-modal-title">
        {title}
      </h2>
      {message !== undefined && (
        <div id={messageId} className="sf-confirm-message">
          {message}
        </div>
      )}
      <div className="sf-dialog-actions">
        {isCancellable && (
          <button type="button" className="sf-button sf-button--secondary" onClick={cancel}>
            {cancelLabel}
          </button>
        )}
        <button
          ref={confirmRef}
          type="button"
          className={isDangerous ? 'sf-button sf-button--danger' : 'sf-button'}
          onClick={confirmed}
        >
          {confirmLabel}
        </button>
      </div>
    </DialogShell>
  );
}
