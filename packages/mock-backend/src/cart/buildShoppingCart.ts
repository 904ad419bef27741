import {
  type CartEntry,
  type Coupon,
  cartContentFlags,
  createMoney,
  PRODUCT_TYPES,
  type Product,
  type ShoppingCart,
  type TaxRule,
} from '@storefront-widgets/core';
import type { CartRecord, CouponRecord, SiteRecord } from '../seed/records';

/** Rounds `amount × basisPoints / 10000` half up, in integers only. */
function applyBasisPoints(amount: number, basisPoints: number): number {
  return Math.floor((amount * basisPoints + 5000) / 10000);
}

/** Inputs of {@link buildShoppingCart}. */
export interface BuildShoppingCartInput {
  cart: CartRecord;
  products: (id: string) => Product | undefined;
  coupons: (code: string) => CouponRecord | undefined;
  site: SiteRecord;
}

/** Turns a stored entry into its wire shape. */
export function toCartEntry(
  entry: CartRecord['entries'][number],
  product: Product | undefined,
  currency: string,
): CartEntry {
  const variant = product?.variants.find((v) => v.sku === entry.sku);
  return {
    id: entry.id,
    itemId: entry.itemId,
    chosenVariant: { sku: entry.sku, attributes: variant?.attributes ?? {} },
    quantity: entry.quantity,
    title: product?.name ?? entry.sku,
    subTotal: createMoney(entry.quantity * entry.purchasePriceCents, currency),
    purchasePriceCents: entry.purchasePriceCents,
    productType: product?.productType ?? PRODUCT_TYPES.physical,
    additionalFields: entry.additionalFields,
    additionalFieldsFormId: product?.additionalFieldsFormId ?? null,
    // The product's page (the example store's /products/{urlSlug}) and picture, for the cart's line.
    item: product ? { fullUrl: `/products/${product.urlSlug}`, imageUrl: product.imageUrl || null } : null,
  };
}

/**
 * The cart's wire shape with every total computed in integer minor units:
 * subtotal − discount (valid coupons, capped at the subtotal) + shipping (selected option, only
 * when something physical is in the cart) + tax (each rule on the taxable amount: everything but
 * gift cards, after its share of the discount, rounded half up per rule).
 */
export function buildShoppingCart({ cart, products, coupons, site }: BuildShoppingCartInput): ShoppingCart {
  const entries = cart.entries.map((e) => toCartEntry(e, products(e.itemId), cart.currency));
  const subtotalCents = entries.reduce((sum, e) => sum + e.quantity * e.purchasePriceCents, 0);
  const taxableSubtotal = entries
    .filter((e) => e.productType !== PRODUCT_TYPES.giftCard)
    .reduce((sum, e) => sum + e.quantity * e.purchasePriceCents, 0);
  const totalQuantity = entries.reduce((sum, e) => sum + e.quantity, 0);

  const validCoupons: Coupon[] = [];
  const invalidCoupons: Coupon[] = [];
  let discountCents = 0;
  for (const code of cart.coupons) {
    const coupon = coupons(code);
    if (!coupon) {
      invalidCoupons.push({
        code,
        type: 'FIXED',
        percentBasisPoints: 0,
        amountCents: 0,
        reason: 'Unknown coupon code.',
      });
      continue;
    }
    const { minSubtotalCents, ...wire } = coupon;
    if (subtotalCents < minSubtotalCents) {
      invalidCoupons.push({ ...wire, reason: 'The order subtotal is below the coupon minimum.' });
      continue;
    }
    validCoupons.push(wire);
    discountCents +=
      coupon.type === 'PERCENT'
        ? applyBasisPoints(subtotalCents, coupon.percentBasisPoints)
        : coupon.amountCents;
  }
  discountCents = Math.min(discountCents, subtotalCents);

  const flags = cartContentFlags(entries);
  const { requiresShipping } = flags;
  const shippingOptions = requiresShipping ? site.shippingOptions : [];
  const selectedShippingOption = requiresShipping
    ? (shippingOptions.find((o) => o.id === cart.selectedShippingOptionId) ?? shippingOptions[0] ?? null)
    : null;
  const shippingCostCents = selectedShippingOption?.costCents ?? 0;

  const taxableDiscount =
    subtotalCents === 0 ? 0 : Math.floor((discountCents * taxableSubtotal) / subtotalCents);
  const taxableCents = Math.max(0, taxableSubtotal - taxableDiscount);
  const applicableTaxRules: TaxRule[] = taxableCents > 0 ? site.taxRules : [];
  const taxCents = applicableTaxRules.reduce(
    (sum, rule) => sum + applyBasisPoints(taxableCents, rule.rateBasisPoints),
    0,
  );

  return {
    id: cart.id,
    websiteId: cart.websiteId,
    orderId: cart.orderId,
    created: cart.created,
    isPurchased: cart.isPurchased,
    currency: cart.currency,
    entries,
    shippingOptions,
    selectedShippingOption,
    shippingLocation: cart.shippingLocation,
    applicableTaxRules,
    coupons: [...cart.coupons],
    validCoupons,
    invalidCoupons,
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: subtotalCents - discountCents + shippingCostCents + taxCents,
    totalQuantity,
    ...flags,
  };
}
