import { CART_PAGE_PATH, selectPill } from '@storefront-widgets/core';
import { LiveRegion, useCartStore, useStorefront, useStyles } from '@storefront-widgets/react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { cartPillCss } from './cartPillCss';

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
 * inside the editor). Quantity changes are announced in a polite live region.
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
  const [announcement, setAnnouncement] = useState('');
  const previousQuantity = useRef(view.quantity);
  useEffect(() => {
    // Announce changes only, never the count the page loaded with.
    if (previousQuantity.current === view.quantity) return;
    previousQuantity.current = view.quantity;
    setAnnouncement(view.label);
  }, [view.quantity, view.label]);

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
      <LiveRegion message={announcement} />
    </div>
  );
}
