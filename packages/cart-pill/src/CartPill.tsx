import { CART_PAGE_PATH, type CartAddition, selectPill } from '@storefront-widgets/core';
import { LiveRegion, useCartStore, useStorefront, useStyles } from '@storefront-widgets/react';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { cartPillCss } from './cartPillCss';

/** The confirmation of an add, loaded at the first add: a page that never adds never downloads it. */
const loadConfirmation = () => import('./CartPillConfirmation');

/** The confirmation on screen: the add, its code, a new key per add (each add is said anew). */
interface Confirming {
  addition: CartAddition;
  view: Awaited<ReturnType<typeof loadConfirmation>>;
  key: number;
}

/** Props of {@link CartPill}. Page flags default to the provider's settings. */
export interface CartPillProps {
  /** The page is the cart page: the pill is not shown. @default settings.isCartPage */
  isCartPage?: boolean;
  /** Express checkout: the pill is not shown. @default settings.isExpressCheckout */
  isExpressCheckout?: boolean;
  /** The site has a custom cart: the pill is not shown. @default settings.hasCustomCart */
  hasCustomCart?: boolean;
}

/**
 * The floating cart pill. What it shows comes from core's `selectPill`;
 * a click opens /cart through the injected navigation (which sets the editor frame's URL when
 * inside the editor). Quantity changes are announced in a polite live region. After an add of
 * this page, a confirmation beside the pill shows what was added with a link to the cart, and the
 * live region says the add and the new count in one message.
 */
export function CartPill(props: CartPillProps) {
  const { messages, navigation, settings } = useStorefront();
  useStyles('cart-pill', cartPillCss);
  const cart = useCartStore((state) => state.cart);
  const view = selectPill(
    { cart },
    {
      isCartPage: props.isCartPage ?? settings.isCartPage ?? false,
      isExpressCheckout: props.isExpressCheckout ?? settings.isExpressCheckout ?? false,
      hasCustomCart: props.hasCustomCart ?? settings.hasCustomCart ?? false,
      messages,
    },
  );
  const lastAddition = useCartStore((state) => state.lastAddition);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  // One function for the pill's life: the confirmation's countdown does not restart when the pill re-renders.
  const dismissConfirmation = useCallback(() => setConfirming(null), []);
  const previous = useRef({ quantity: view.quantity, addition: lastAddition });
  useEffect(() => {
    // Announce changes only, never the count the page loaded with. An add comes with its new
    // count (one store change): the confirmation says both, or the count alone if its code
    // cannot load.
    const { quantity, addition } = previous.current;
    previous.current = { quantity: view.quantity, addition: lastAddition };
    if (lastAddition && lastAddition !== addition) {
      loadConfirmation().then(
        (loaded) =>
          setConfirming((current) => ({
            addition: lastAddition,
            view: loaded,
            key: (current?.key ?? 0) + 1,
          })),
        () => setAnnouncement(view.label),
      );
    } else if (quantity !== view.quantity) setAnnouncement(view.label);
  }, [view.quantity, view.label, lastAddition]);

  if (!view.isOnPage) return null;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks keep the browser's own behaviour (new tab, download).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigation.goToCart();
  };

  return (
    <div className="sf-cart-pill-root">
      <a
        href={CART_PAGE_PATH}
        className={view.isVisible ? 'sf-cart-pill sf-cart-pill--visible' : 'sf-cart-pill'}
        hidden={!view.isVisible}
        onClick={open}
      >
        <svg
          className="sf-cart-pill-icon"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M7 4h-3v2h2l3 9h10l3-7H9.2L8.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="10" cy="19" r="1.5" fill="currentColor" />
          <circle cx="17" cy="19" r="1.5" fill="currentColor" />
        </svg>
        {/* The count is what the eye reads; the link's name is the spoken label. Not an
            aria-label: a name must contain the visible text (WCAG 2.5.3, label in name). */}
        <span className="sf-cart-pill-count" aria-hidden="true">
          {view.text}
        </span>
        <span className="sf-visually-hidden">{view.label}</span>
      </a>
      {confirming && (
        <confirming.view.CartPillConfirmation
          key={confirming.key}
          addition={confirming.addition}
          itemCountLabel={view.label}
          onAnnounce={setAnnouncement}
          onDismiss={dismissConfirmation}
          onOpenCart={open}
        />
      )}
      <LiveRegion message={announcement} />
    </div>
  );
}
