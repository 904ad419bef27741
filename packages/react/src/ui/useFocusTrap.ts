import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),iframe,[tabindex]:not([tabindex="-1"]),[contenteditable="true"]';

/** Focusable descendants in tab order, skipping anything inside a `hidden` subtree. */
export function getFocusable(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
}

// Stacked dialogs (a confirm over a lightbox) each install a trap; only the newest may move focus.
const traps: HTMLElement[] = [];

/**
 * While `isActive`, keeps Tab and Shift+Tab inside `ref`, focuses `initialFocus` (or the first
 * focusable element, or the container) on activation, and returns focus to whatever had it
 * before (the opener) on deactivation.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  isActive: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const node = ref.current;
    if (!isActive || !node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    traps.push(node);
    (initialFocus?.current ?? getFocusable(node)[0] ?? node).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || traps[traps.length - 1] !== node) return;
      const items = getFocusable(node);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        node.focus();
      } else if (event.shiftKey && (active === first || !node.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !node.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      traps.splice(traps.indexOf(node), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, isActive, initialFocus]);
}
