import { createMoney, type Money, type ShoppingCart } from '@storefront-widgets/core';

/** A cart line as the cart page's JSON carries it. */
export interface PlatformCartEntry {
  id: string;
  itemId: string;
  title: string;
  quantity: number;
  chosenVariant: {
    sku: string;
    attributes: Record<string, string>;
    /** As `variant-descriptor` reads them: `S / White`. */
    optionValues: Array<{ optionName: string; value: string }>;
  };
  /** Unit price paid. */
  purchasePriceMoney: Money;
  /** quantity × unit price. */
  subTotal: Money;
}

/**
 * The visitor's cart as the platform's page JSON carries it (spec/platform.md §3 "Cart": entries,
 * each with quantity): the totals as Money, which `cart-subtotal` and `storefront-money` write.
 */
export interface PlatformCart {
  id: string;
  currency: string;
  entries: PlatformCartEntry[];
  totalQuantity: number;
  subtotal: Money;
  taxTotal: Money;
  shippingTotal: Money;
  discountTotal: Money;
  grandTotal: Money;
}

/** The reference backend's cart (`GET /api/commerce/shopping-cart`) in the platform's shape. */
export function toPlatformCart(cart: ShoppingCart): PlatformCart {
  const money = (minorUnits: number) => createMoney(minorUnits, cart.currency);
  return {
    id: cart.id,
    currency: cart.currency,
    entries: cart.entries.map((entry) => ({
      id: entry.id,
      itemId: entry.itemId,
      title: entry.title,
      quantity: entry.quantity,
      chosenVariant: {
        sku: entry.chosenVariant.sku,
        attributes: entry.chosenVariant.attributes,
        optionValues: Object.entries(entry.chosenVariant.attributes).map(([optionName, value]) => ({
          optionName,
          value,
        })),
      },
      purchasePriceMoney: money(entry.purchasePriceCents),
      subTotal: money(entry.purchasePriceCents * entry.quantity),
    })),
    totalQuantity: cart.totalQuantity,
    subtotal: money(cart.subtotalCents),
    taxTotal: money(cart.taxCents),
    shippingTotal: money(cart.shippingCostCents),
    discountTotal: money(cart.discountCents),
    grandTotal: money(cart.grandTotalCents),
  };
}
