import { type KeyboardEvent, type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { primitivesCss } from './primitivesCss';
import { useFocusTrap } from './useFocusTrap';
import { useStyles } from './useStyles';

/**
 * Space kept above and below a dialog (when taller than the window it keeps a 50px
 * scroll margin). Unit: px. Every dialog opens this far below the top of the window and grows
 * downwards, so an error appearing inside it does not make it jump (a centred dialog would move
 * up by half of every line added); the backdrop scrolls once it is taller than the window.
 */
export const MODAL_SCROLL_MARGIN = 50;

/** Props of the internal shell shared by Modal, AlertDialog and ConfirmDialog. */
export interface DialogShellProps {
  role: 'dialog' | 'alertdialog';
  titleId: string;
  describedById?: string;
  /** Escape key; omit to make Escape do nothing (a non-cancellable confirm). */
  onEscape?: () => void;
  /** Click on the dimmed backdrop outside the dialog. */
  onBackdropClick?: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * A modal surface portalled to document.body: traps focus, returns it to the opener, locks page
 * scrolling, and keeps {@link MODAL_SCROLL_MARGIN} px above and below the dialog, whose top edge
 * stays put while its content grows.
 */
export function DialogShell(props: DialogShellProps) {
  const { role, titleId, describedById, onEscape, onBackdropClick, initialFocus, className, children } =
    props;
  const dialogRef = useRef<HTMLDivElement>(null);
  useStyles('primitives', primitivesCss);
  useFocusTrap(dialogRef, true, initialFocus);

  useLayoutEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Stop here so a dialog stacked over another closes alone.
    event.stopPropagation();
    onEscape?.();
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a mouse shortcut; keyboard users have Escape and the close button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
    <div
      className="sf-modal-overlay"
      onClick={(event) => {
        if (event.target === event.currentTarget) onBackdropClick?.();
      }}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both take aria-modal. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape is handled on the dialog itself. */}
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedById}
        tabIndex={-1}
        className={`sf-modal${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
