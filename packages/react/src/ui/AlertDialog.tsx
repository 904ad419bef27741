import { type ReactNode, useRef } from 'react';
import { useUniqueId } from '../context/useUniqueId';
import { DialogShell } from './DialogShell';

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  isOpen: boolean;
  /**
   * Heading, e.g. core's 'Unable to Add Item', 'Unable to Purchase Item' (express checkout) or
   * 'Unable to purchase Gift Card'.
   */
  title: string;
  /** The failure message, rendered as text. */
  message: ReactNode;
  /** Called on OK and on Escape. */
  onClose: () => void;
  /** Label of the acknowledge button. @default 'OK' */
  okLabel?: string;
  /** A way out shown before OK (e.g. 'Empty cart' for a cart in another currency). @default none */
  actions?: ReactNode;
}

/** An add-to-cart failure: role=alertdialog, the message, one OK button that takes focus. */
export function AlertDialog({ isOpen, title, message, onClose, okLabel = 'OK', actions }: AlertDialogProps) {
  const titleId = useUniqueId();
  const messageId = useUniqueId();
  const okRef = useRef<HTMLButtonElement>(null);
  if (!isOpen) return null;
  return (
    <DialogShell
      role="alertdialog"
      titleId={titleId}
      describedById={messageId}
      onEscape={onClose}
      initialFocus={okRef}
      className="sf-alert"
    >
      <h2 id={titleId} className="sf-modal-title">
        {title}
      </h2>
      <p id={messageId} className="sf-alert-message">
        {message}
      </p>
      <div className="sf-dialog-actions">
        {actions}
        <button ref={okRef} type="button" className="sf-button" onClick={onClose}>
          {okLabel}
        </button>
      </div>
    </DialogShell>
  );
}
