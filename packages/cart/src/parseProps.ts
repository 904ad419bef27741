import type { ShoppingCart } from '@storefront-widgets/core';
import { isReadError, type ParsePropsResult, readJsonData } from '@storefront-widgets/react/server';
import type { CartProps } from './Cart';

/** What the drop-in reads from a cart element: the widget's props and the server's snapshot. */
export interface CartElementProps extends CartProps {
  /** The cart as the server rendered it, shown at once (no flash of an empty cart). */
  initialCart?: ShoppingCart;
}

const isCartSnapshot = (value: unknown): value is ShoppingCart =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as ShoppingCart).entries) &&
  typeof (value as ShoppingCart).currency === 'string';

/** A link the page may follow: a path on the site or an http(s) URL (never `javascript:`). */
const isSafeLink = (value: string): boolean => {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Reads a cart widget's props from its element: optional `data-minimum-subtotal-cents` (the store's
 * minimum order subtotal for checkout, an integer in minor units), optional
 * `data-continue-shopping-url` (where 'Continue shopping' leads; a site path or an http(s) URL) and
 * optional `data-cart` (or a
 * child `<script type="application/json" data-cart>`): the cart as `GET /api/commerce/shopping-cart`
 * returned it when the page was rendered.
 */
export function parseProps(element: HTMLElement): ParsePropsResult<CartElementProps> {
  const props: CartElementProps = {};
  const minimum = element.dataset.minimumSubtotalCents;
  if (minimum !== undefined && minimum !== '') {
    if (!/^\d{1,12}$/.test(minimum))
      return { ok: false, error: 'data-minimum-subtotal-cents must be a whole number of minor units' };
    props.minimumSubtotalCents = Number(minimum);
  }
  const continueUrl = element.dataset.continueShoppingUrl;
  if (continueUrl !== undefined) {
    if (!isSafeLink(continueUrl))
      return { ok: false, error: 'data-continue-shopping-url must be a path on the site or an http(s) URL' };
    props.continueShoppingUrl = continueUrl;
  }
  const cart = readJsonData(element, 'cart');
  if (isReadError(cart)) return { ok: false, error: cart.error };
  if (cart !== undefined) {
    if (!isCartSnapshot(cart.value))
      return { ok: false, error: 'data-cart must be a shopping cart (with entries and currency)' };
    props.initialCart = cart.value;
  }
  return { ok: true, props };
}
