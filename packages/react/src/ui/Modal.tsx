import type { ReactNode } from 'react';
import { useUniqueId } from '../context/useUniqueId';
import { DialogShell } from './DialogShell';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Renders nothing while false, so the opener keeps focus. */
  isOpen: boolean;
  /** Called on the close button, Escape and a backdrop click. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Keeps the title for screen readers only (e.g. when the content has its own heading). @default false */
  hideTitle?: boolean;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** Extra class on the dialog box. */
  className?: string;
  children?: ReactNode;
}

/**
 * The lightbox: close button, Escape closes, focus trapped and returned to the
 * opener, a 50px scroll margin when taller than the window, portalled to document.body.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  hideTitle = false,
  closeLabel = 'Close',
  className,
  children,
}: ModalProps) {
  const titleId = useUniqueId();
  if (!isOpen) return null;
  return (
    <DialogShell
      role="dialog"
      titleId={titleId}
      onEscape={onClose}
      onBackdropClick={onClose}
      className={`sf-lightbox${className ? ` ${className}` : ''}`}
    >
      <div className="sf-modal-header">
        <h2 id={titleId} className={hideTitle ? 'sf-modal-title sf-visually-hidden' : 'sf-modal-title'}>
          {title}
        </h2>
        <button type="button" className="sf-modal-close" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="sf-modal-body">{children}</div>
    </DialogShell>
  );
}
