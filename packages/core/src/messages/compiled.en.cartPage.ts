// Generated from ./catalogue.en.ts by compileCatalogue.ts. Do not edit by hand.
import type { CompiledCatalogue } from './types';

/** Pre-parsed ICU ASTs of `catalogue.en.ts`: the cart page's labels, shipped with the cart widget (see initialMessageIds.ts). */
export const COMPILED_EN_CART_PAGE: CompiledCatalogue = {
  'cartPage.subtotal': [
    {
      type: 0,
      value: 'Subtotal',
    },
  ],
  'cartPage.tax': [
    {
      type: 0,
      value: 'Tax',
    },
  ],
  'cartPage.shipping': [
    {
      type: 0,
      value: 'Shipping',
    },
  ],
  'cartPage.discount': [
    {
      type: 0,
      value: 'Discount',
    },
  ],
  'cartPage.total': [
    {
      type: 0,
      value: 'Total',
    },
  ],
  'cartPage.price': [
    {
      type: 0,
      value: 'Price',
    },
  ],
  'cartPage.checkout': [
    {
      type: 0,
      value: 'Checkout',
    },
  ],
  'cartPage.remove': [
    {
      type: 0,
      value: 'Remove',
    },
  ],
  'cartPage.removeItem': [
    {
      type: 0,
      value: 'Remove ',
    },
    {
      type: 1,
      value: 'title',
    },
  ],
  'cartPage.editAnswers': [
    {
      type: 0,
      value: 'Edit answers',
    },
  ],
  'cartPage.saveAnswers': [
    {
      type: 0,
      value: 'Save answers',
    },
  ],
  'cartPage.emptyConfirm': [
    {
      type: 0,
      value: 'Remove every item from your cart?',
    },
  ],
  'cartPage.updating': [
    {
      type: 0,
      value: 'Updating your cart…',
    },
  ],
  'cartPage.updated': [
    {
      type: 0,
      value: 'Cart updated.',
    },
  ],
  'cartPage.decrease': [
    {
      type: 0,
      value: 'Decrease quantity of ',
    },
    {
      type: 1,
      value: 'title',
    },
  ],
  'cartPage.increase': [
    {
      type: 0,
      value: 'Increase quantity of ',
    },
    {
      type: 1,
      value: 'title',
    },
  ],
  'cartPage.subtotalUnavailable': [
    {
      type: 0,
      value: 'Subtotal shown once the quantity is valid',
    },
  ],
  'cartPage.couponLabel': [
    {
      type: 0,
      value: 'Coupon code',
    },
  ],
  'cartPage.applyCoupon': [
    {
      type: 0,
      value: 'Apply',
    },
  ],
  'cartPage.couponRequired': [
    {
      type: 0,
      value: 'Enter a coupon code.',
    },
  ],
  'cartPage.couponRefused': [
    {
      type: 0,
      value: 'This coupon cannot be applied.',
    },
  ],
  'cartPage.unableToApplyCoupon': [
    {
      type: 0,
      value: 'Unable to apply coupon',
    },
  ],
  'cartPage.unableToRemoveCoupon': [
    {
      type: 0,
      value: 'Unable to remove coupon',
    },
  ],
  'cartPage.appliedCoupons': [
    {
      type: 0,
      value: 'Applied coupons',
    },
  ],
  'cartPage.refusedCoupons': [
    {
      type: 0,
      value: 'Coupons not applied',
    },
  ],
  'cartPage.removeCoupon': [
    {
      type: 0,
      value: 'Remove coupon ',
    },
    {
      type: 1,
      value: 'code',
    },
  ],
  'cartPage.continueShopping': [
    {
      type: 0,
      value: 'Continue shopping',
    },
  ],
};
