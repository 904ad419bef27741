import type { ShoppingEventField } from '../api/analyticsEventFields';
import type { ProductType } from '../api/productTypes';
import type { CartEntry, ChosenVariant, ShoppingCart } from '../api/types';
import { currencyDigits } from '../money/currencyDigits';
import type { AnalyticsOrder } from './parseAnalyticsOrder';

/** `item_type` and `product_types_list` names of the product types. */
export const PRODUCT_TYPE_NAMES: Readonly<Record<ProductType, string>> = {
  1: 'PHYSICAL',
  2: 'DIGITAL',
  3: 'SERVICE',
  4: 'GIFT_CARD',
  5: 'PAYWALL',
};

/** `purchase_type_list` values: a one-time purchase, or a subscription. */
export const PURCHASE_TYPES = { oneTime: 'ONE_TIME', subscription: 'SUBSCRIPTION' } as const;

/** A product as a shopping event reads it (an add-to-cart block's `data-product` fits). */
export interface ShoppingProduct {
  id: string;
  name: string;
  productType: ProductType;
  variants: ReadonlyArray<ChosenVariant & { priceCents?: number }>;
  isSubscribable?: boolean;
}

/** What the page says about itself in shopping events. */
export interface ShoppingPage {
  websiteId: string | null;
  pageId: string | null;
  /** The store currency (ISO 4217), for products; carts and orders carry their own. */
  currency: string;
  /** The product page's layout name. */
  pdpLayout: string | null;
  /** Item ids of the related products the page shows. */
  relatedProductItemIds: readonly string[];
  /** The item the page is about when it is a product page, else null. */
  pageItemId: string | null;
}

/** Who is shopping. */
export interface ShoppingVisitor {
  loggedIn: boolean;
  /** The user id derived from the e-mail ({@link userIdFromEmail}), or null. */
  userId: string | null;
  /** The analytics session cookie's value. */
  sessionCookie: string | null;
  /** The census visitor-record cookie's value (`ss_cvr`). */
  censusCookie: string | null;
}

/** A shopping event's content: every field of the platform, and the item or order it is about. */
export type ShoppingEventContent = Record<ShoppingEventField, unknown> & { object_identifier: string };

/**
 * Major units of an amount of minor units (`2500` USD is `25`, `4800` JPY is `4800`), as the number
 * analytics and ad pixels take, by the supported currency's digits.
 * @throws RangeError for a currency the store does not support.
 */
export function toMajorUnits(minorUnits: number, currency: string): number {
  return minorUnits / 10 ** currencyDigits(currency).fractionDigits;
}

const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** The fields every shopping event carries: the page, the visitor and the cart. */
function pageFields(page: ShoppingPage, visitor: ShoppingVisitor, cart: ShoppingCart | null) {
  return {
    website_id: page.websiteId,
    page_id: page.pageId,
    cart_id: cart?.id || null,
    num_items_in_cart: cart?.totalQuantity ?? 0,
    cart_value: cart ? toMajorUnits(cart.subtotalCents, cart.currency) : 0,
    pdp_layout: page.pdpLayout,
    related_product_item_ids: [...page.relatedProductItemIds],
    logged_in: visitor.loggedIn,
    user_id: visitor.userId,
    session_cookie: visitor.sessionCookie,
    census_cookie: visitor.censusCookie,
  };
}

/** The lowest price of a product's variants, in minor units, or null when none has one. */
export function lowestPriceCents(product: ShoppingProduct): number | null {
  const prices = product.variants.flatMap((variant) =>
    variant.priceCents === undefined ? [] : [variant.priceCents],
  );
  return prices.length > 0 ? Math.min(...prices) : null;
}

/**
 * A product view: the product, its price (the lowest of its variants), its only variant when it
 * has one, and the visitor's cart as it stands.
 */
export function productViewFields(
  product: ShoppingProduct,
  page: ShoppingPage,
  visitor: ShoppingVisitor,
  cart: ShoppingCart | null,
): ShoppingEventContent {
  const cents = lowestPriceCents(product);
  const [only] = product.variants.length === 1 ? product.variants : [];
  return {
    ...pageFields(page, visitor, cart),
    object_identifier: product.id,
    item_id: product.id,
    item_type: PRODUCT_TYPE_NAMES[product.productType],
    item_title: product.name,
    item_price: cents === null ? null : toMajorUnits(cents, page.currency),
    item_quantity: null,
    currency_code: page.currency,
    product_types_list: [PRODUCT_TYPE_NAMES[product.productType]],
    purchase_type_list: product.isSubscribable
      ? [PURCHASE_TYPES.oneTime, PURCHASE_TYPES.subscription]
      : [PURCHASE_TYPES.oneTime],
    item_variant_object: only ? { sku: only.sku, attributes: only.attributes } : null,
    product_page: true,
  };
}

/**
 * How many units an add put in the cart: the entry's quantity less what its line held before
 * (an add to an existing line merges into it). Without the cart as it was, the entry's quantity.
 */
export function addedQuantity(entry: CartEntry, cartBefore: ShoppingCart | null): number {
  const before = cartBefore?.entries.find((line) => line.id === entry.id)?.quantity ?? 0;
  return Math.max(1, entry.quantity - before);
}

/** An add to cart: the entry added, `quantity` units of it, and the cart after the add. */
export function addToCartFields(
  entry: CartEntry,
  quantity: number,
  cart: ShoppingCart,
  page: ShoppingPage,
  visitor: ShoppingVisitor,
): ShoppingEventContent {
  return {
    ...pageFields(page, visitor, cart),
    object_identifier: entry.itemId,
    item_id: entry.itemId,
    item_type: PRODUCT_TYPE_NAMES[entry.productType],
    item_title: entry.title,
    item_price: toMajorUnits(entry.purchasePriceCents, cart.currency),
    item_quantity: quantity,
    currency_code: cart.currency,
    product_types_list: distinct(cart.entries.map((line) => PRODUCT_TYPE_NAMES[line.productType])),
    // Subscriptions go to their own checkout, never through the cart.
    purchase_type_list: [PURCHASE_TYPES.oneTime],
    item_variant_object: { sku: entry.chosenVariant.sku, attributes: entry.chosenVariant.attributes },
    product_page: entry.itemId === page.pageItemId,
  };
}

/** A purchase: the order (its cart, lines and grand total); no single item. */
export function purchaseFields(
  order: AnalyticsOrder,
  page: ShoppingPage,
  visitor: ShoppingVisitor,
): ShoppingEventContent {
  return {
    ...pageFields(page, visitor, null),
    website_id: order.websiteId ?? page.websiteId,
    object_identifier: order.id,
    cart_id: order.purchasedCartId,
    num_items_in_cart: order.items.reduce((sum, item) => sum + item.quantity, 0),
    cart_value: order.grandTotal,
    item_id: null,
    item_type: null,
    item_title: null,
    item_price: null,
    item_quantity: null,
    currency_code: order.currency,
    product_types_list: [],
    purchase_type_list: [PURCHASE_TYPES.oneTime],
    item_variant_object: null,
    product_page: false,
  };
}
