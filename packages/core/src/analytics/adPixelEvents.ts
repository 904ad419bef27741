import type { CartEntry } from '../api/types';
import type { AnalyticsOrder } from './parseAnalyticsOrder';
import { lowestPriceCents, type ShoppingProduct, toMajorUnits } from './shoppingEventFields';

/** One item of an ad-pixel event; `price` in major units. */
export interface AdPixelItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  price: number;
  quantity: number;
}

/**
 * An ad-pixel event (view product, add to cart, purchase with transaction id,
 * value, shipping, tax and items), named and shaped as the Google tag's ecommerce events.
 */
export interface AdPixelEvent {
  name: 'view_item' | 'add_to_cart' | 'purchase';
  params: {
    currency: string;
    /** Major units. */
    value: number;
    items: AdPixelItem[];
    transaction_id?: string;
    shipping?: number;
    tax?: number;
  };
}

/** The page's pixel objects: the Google tag and the social (Meta) pixel, when the page has them. */
export interface AdPixelTargets {
  gtag?: unknown;
  fbq?: unknown;
}

/** A product view; the product's lowest variant price is its value. */
export function viewItemPixel(product: ShoppingProduct, currency: string): AdPixelEvent {
  const cents = lowestPriceCents(product);
  const price = cents === null ? 0 : toMajorUnits(cents, currency);
  return {
    name: 'view_item',
    params: {
      currency,
      value: price,
      items: [{ item_id: product.id, item_name: product.name, price, quantity: 1 }],
    },
  };
}

/** An add to cart of `quantity` units of `entry`. */
export function addToCartPixel(entry: CartEntry, quantity: number, currency: string): AdPixelEvent {
  const price = toMajorUnits(entry.purchasePriceCents, currency);
  return {
    name: 'add_to_cart',
    params: {
      currency,
      value: toMajorUnits(entry.purchasePriceCents * quantity, currency),
      items: [
        {
          item_id: entry.itemId,
          item_name: entry.title,
          item_variant: entry.chosenVariant.sku,
          price,
          quantity,
        },
      ],
    },
  };
}

/** A purchase: the order's id as transaction id, its grand total, shipping, tax and lines. */
export function purchasePixel(order: AnalyticsOrder): AdPixelEvent {
  return {
    name: 'purchase',
    params: {
      transaction_id: order.id,
      currency: order.currency,
      value: order.grandTotal,
      shipping: order.shippingTotal,
      tax: order.taxTotal,
      items: order.items.map((item) => ({
        item_id: item.sku,
        item_name: item.productName,
        price: item.unitPrice,
        quantity: item.quantity,
      })),
    },
  };
}

const SOCIAL_NAMES = { view_item: 'ViewContent', add_to_cart: 'AddToCart', purchase: 'Purchase' } as const;

/** The same event as the social pixel's standard event (`fbq('track', name, params)`). */
export function socialPixelEvent({ name, params }: AdPixelEvent): [string, Record<string, unknown>] {
  return [
    SOCIAL_NAMES[name],
    {
      content_type: 'product',
      content_ids: params.items.map((item) => item.item_id),
      contents: params.items.map((item) => ({
        id: item.item_id,
        quantity: item.quantity,
        item_price: item.price,
      })),
      num_items: params.items.reduce((sum, item) => sum + item.quantity, 0),
      currency: params.currency,
      value: params.value,
      ...(params.transaction_id ? { order_id: params.transaction_id } : {}),
    },
  ];
}

/**
 * Sends an ad-pixel event to the Google tag (`gtag('event', name, params)`) and the social pixel
 * (`fbq('track', …)`) that the page has; a pixel that throws is logged and the other still gets it.
 * @returns the names of the pixels that took the event.
 */
export function sendAdPixelEvent(event: AdPixelEvent, targets: AdPixelTargets): string[] {
  const calls: Array<[string, unknown, unknown[]]> = [
    ['gtag', targets.gtag, ['event', event.name, event.params]],
    ['fbq', targets.fbq, ['track', ...socialPixelEvent(event)]],
  ];
  const took: string[] = [];
  for (const [name, pixel, args] of calls) {
    if (typeof pixel !== 'function') continue;
    try {
      pixel(...args);
      took.push(name);
    } catch (error) {
      console.error(`[storefront] the page's ${name} pixel failed`, error);
    }
  }
  return took;
}
