import { CART_PAGE_PATH, type CartAddition } from '@storefront-widgets/core';
import { useStorefront, useStyles, useUniqueId } from '@storefront-widgets/react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { cartPillConfirmationCss } from './cartPillConfirmationCss';

/** How long the confirmation stays, in ms, while the pointer and the focus are elsewhere. */
export const CONFIRMATION_DURATION_MS = 6000;

/** Props of {@link CartPillConfirmation}. */
export interface CartPillConfirmationProps {
  /** What was added. */
  addition: CartAddition;
  /** The spoken label of the cart after the add ('3 items in cart'), said after what was added. */
  itemCountLabel: string;
  /** Called once, at mount, with the one message screen readers should say for this add. */
  onAnnounce(message: string): void;
  /** Called when the confirmation should go: its time is up, Escape, its close button. A new function restarts the countdown. */
  onDismiss(): void;
  /** The click on 'View cart' (the pill's own cart link handler). */
  onOpenCart(event: MouseEvent<HTMLAnchorElement>): void;
}

/**
 * The confirmation the cart pill shows after a successful add: what was added (name, options,
 * quantity) and a link to the cart. It takes no focus; it says itself once, through the pill's
 * live region; it goes by itself after {@link CONFIRMATION_DURATION_MS} (the countdown waits while
 * the pointer is over it or the focus inside it), on Escape and with its close button. Loaded at
 * the first add, so a page that never adds never downloads it.
 */
export function CartPillConfirmation(props: CartPillConfirmationProps) {
  const { addition, itemCountLabel, onAnnounce, onDismiss, onOpenCart } = props;
  const { messages } = useStorefront();
  useStyles('cart-pill-confirmation', cartPillConfirmationCss);
  const titleId = `${useUniqueId()}-added`;
  const root = useRef<HTMLElement>(null);
  const [isHeld, setHeld] = useState({ pointer: false, focus: false });
  const { entry, quantity } = addition;
  const options = Object.entries(entry.chosenVariant.attributes).map(([name, value]) =>
    messages.format('cartPill.option', { name, value }),
  );
  const item = [entry.title, ...options].join(', ');

  // Said once per add: this component is keyed by the addition, so a new add mounts it anew.
  // biome-ignore lint/correctness/useExhaustiveDependencies: announced at mount only
  useEffect(() => {
    onAnnounce(messages.format('cartPill.announcement', { item, quantity, itemCount: itemCountLabel }));
  }, []);

  const dismiss = () => {
    // A shopper whose focus was inside keeps their place: on the pill, not lost on the body.
    if (root.current?.contains(document.activeElement)) {
      root.current.parentElement?.querySelector<HTMLElement>('.sf-cart-pill')?.focus();
    }
    onDismiss();
  };

  // The countdown restarts from the full time when the pointer or the focus leaves (the pill
  // passes one `onDismiss` for its life, so its re-renders do not restart it).
  const isPaused = isHeld.pointer || isHeld.focus;
  useEffect(() => {
    if (isPaused) return;
    const timer = setTimeout(onDismiss, CONFIRMATION_DURATION_MS);
    return () => clearTimeout(timer);
  }, [isPaused, onDismiss]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog that handled its own Escape (it prevents the default) keeps the confirmation.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  return (
    <section
      ref={root}
      className="sf-cart-pill-confirmation"
      aria-labelledby={titleId}
      onMouseEnter={() => setHeld((held) => ({ ...held, pointer: true }))}
      onMouseLeave={() => setHeld((held) => ({ ...held, pointer: false }))}
      onFocus={() => setHeld((held) => ({ ...held, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setHeld((held) => ({ ...held, focus: false }));
        }
      }}
    >
      <p className="sf-cart-pill-confirmation__title" id={titleId}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
        {messages.format('cartPill.added')}
      </p>
      <p className="sf-cart-pill-confirmation__item">{entry.title}</p>
      {options.length > 0 && <p className="sf-cart-pill-confirmation__options">{options.join(', ')}</p>}
      <p className="sf-cart-pill-confirmation__quantity">
        {messages.format('cartPill.quantity', { quantity })}
      </p>
      <a href={CART_PAGE_PATH} className="sf-cart-pill-confirmation__link" onClick={onOpenCart}>
        {messages.format('cartPill.viewCart')}
      </a>
      <button
        type="button"
        className="sf-cart-pill-confirmation__close"
        aria-label={messages.format('dialog.close')}
        onClick={dismiss}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </section>
  );
}
