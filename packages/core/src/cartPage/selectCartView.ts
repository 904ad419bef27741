import type { CartEntry, ShoppingCart } from '../api/types';
import type { MessageId } from '../messages/catalogue.en';
import type { Messages } from '../messages/createMessages';
import { type FormatMoneyOptions, formatMoney } from '../money/formatMoney';

/** Options of {@link selectCartView}. */
export interface CartViewOptions extends Pick<FormatMoneyOptions, 'locale' | 'useCLDRMoneyFormat'> {
  messages: Messages;
  /**
   * The store's minimum order subtotal for checkout, in minor units of the cart's currency;
   * 0 or absent means none (the platform 'To check out, your order subtotal must be … or more.').
   * @default 0
   */
  minimumSubtotalCents?: number;
}

/** One line of the cart as the page shows it. */
export interface CartEntryView {
  id: string;
  title: string;
  /** The chosen variant, e.g. 'Size: M, Color: Black'; '' for a product without options. */
  variantText: string;
  quantity: number;
  /** Unit price paid, formatted in the cart's currency. */
  unitPrice: string;
  /** quantity × unit price, formatted. */
  subtotal: string;
  /** The product page, or null when the cart does not say. */
  url: string | null;
  /** The product's picture, or null (the page shows a placeholder). */
  imageUrl: string | null;
}

/** A coupon code on the cart, with why it was refused (refused codes only). */
export interface CouponView {
  code: string;
  /** The backend's reason ('' for an applied code). */
  reason: string;
}

/** The totals the cart shows, in this order. */
export type CartTotalKey = 'subtotal' | 'tax' | 'shipping' | 'discount' | 'grandTotal';

/** One total line. */
export interface CartTotalLine {
  key: CartTotalKey;
  label: string;
  /** Formatted in the cart's currency; a discount is written as a negative amount. */
  amount: string;
}

/** What the cart page shows. */
export interface CartView {
  isEmpty: boolean;
  /** 'You have nothing in your shopping cart.' when empty, else ''. */
  emptyText: string;
  entries: CartEntryView[];
  totals: CartTotalLine[];
  /** The minimum-subtotal message while the subtotal is below it, else null. */
  minimumMessage: string | null;
  /** Not empty and at or above the minimum subtotal. */
  canCheckout: boolean;
  /** Codes the cart applies. */
  validCoupons: CouponView[];
  /** Codes the cart holds but does not apply, with the backend's reason. */
  invalidCoupons: CouponView[];
}

const TOTALS: ReadonlyArray<[CartTotalKey, MessageId, keyof ShoppingCart]> = [
  ['subtotal', 'cartPage.subtotal', 'subtotalCents'],
  ['tax', 'cartPage.tax', 'taxCents'],
  ['shipping', 'cartPage.shipping', 'shippingCostCents'],
  ['discount', 'cartPage.discount', 'discountCents'],
  ['grandTotal', 'cartPage.total', 'grandTotalCents'],
];

/** "Size: M, Color: Black": the chosen variant's options in the order the entry lists them. */
export function variantText(entry: Pick<CartEntry, 'chosenVariant'>): string {
  return Object.entries(entry.chosenVariant.attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}

/**
 * The cart page's view of a cart: entries, totals in the cart's currency (the discount line only
 * when there is a discount), coupons, the empty text and the minimum-subtotal rule. Pure; a null
 * cart reads as empty.
 */
export function selectCartView(cart: ShoppingCart | null, options: CartViewOptions): CartView {
  const { messages, minimumSubtotalCents = 0 } = options;
  const entries = cart?.entries ?? [];
  const currency = cart?.currency ?? 'USD';
  const money = (cents: number) =>
    formatMoney(cents, currency, {
      ...(options.locale ? { locale: options.locale } : {}),
      ...(options.useCLDRMoneyFormat ? { useCLDRMoneyFormat: true } : {}),
    });
  const isEmpty = entries.length === 0;
  const isBelowMinimum =
    !isEmpty && minimumSubtotalCents > 0 && (cart?.subtotalCents ?? 0) < minimumSubtotalCents;
  return {
    isEmpty,
    emptyText: isEmpty ? messages.format('cart.empty') : '',
    entries: entries.map((entry) => ({
      id: entry.id,
      title: entry.title,
      variantText: variantText(entry),
      quantity: entry.quantity,
      unitPrice: money(entry.purchasePriceCents),
      subtotal: money(entry.purchasePriceCents * entry.quantity),
      url: entry.item?.fullUrl || null,
      imageUrl: entry.item?.imageUrl || null,
    })),
    totals:
      cart && !isEmpty
        ? TOTALS.filter(([key]) => key !== 'discount' || cart.discountCents > 0).map(([key, id, field]) => {
            const cents = cart[field] as number;
            return {
              key,
              label: messages.format(id),
              amount: money(key === 'discount' ? -cents : cents),
            };
          })
        : [],
    minimumMessage: isBelowMinimum
      ? messages.format('cart.minimumSubtotal', { subtotal: money(minimumSubtotalCents) })
      : null,
    canCheckout: !isEmpty && !isBelowMinimum,
    validCoupons: (cart?.validCoupons ?? []).map(({ code }) => ({ code, reason: '' })),
    invalidCoupons: (cart?.invalidCoupons ?? []).map(({ code, reason }) => ({ code, reason: reason ?? '' })),
  };
}
