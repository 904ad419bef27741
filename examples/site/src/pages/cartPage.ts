import { formatMoney, type ShoppingCart } from '@storefront/core';
import { html, scriptJson } from '../html';
import { layout } from './layout';

/**
 * The store's minimum order subtotal for checkout, in minor units per cart currency (the example
 * store asks $15.00 of a USD cart, nothing of the others).
 */
export const CHECKOUT_MINIMUM_CENTS: Readonly<Record<string, number>> = { USD: 1500 };

/**
 * The cart page at /cart: the cart widget over the visitor's cart, which the server passes as a
 * snapshot (`data-cart`) and renders as a read-only table until the widget mounts (and for
 * visitors without scripts).
 */
export function cartPage(cart: ShoppingCart, config: Record<string, unknown>): string {
  const money = (cents: number) => formatMoney(cents, cart.currency);
  const body = cart.entries.length
    ? html`<table class="cart-table">
  <thead><tr><th scope="col">Item</th><th scope="col">Options</th><th scope="col">Quantity</th><th scope="col">Price</th><th scope="col">Subtotal</th></tr></thead>
  <tbody>
  ${cart.entries.map(
    (entry) => html`<tr data-sku="${entry.chosenVariant.sku}">
    <td>${entry.title}</td>
    <td>${Object.entries(entry.chosenVariant.attributes)
      .map(([name, value]) => `${name}: ${value}`)
      .join(', ')}</td>
    <td class="cart-table__quantity">${entry.quantity}</td>
    <td>${money(entry.purchasePriceCents)}</td>
    <td>${money(entry.purchasePriceCents * entry.quantity)}</td>
  </tr>`,
  )}
  </tbody>
</table>
<dl class="cart-totals">
  <dt>Items</dt><dd data-total="quantity">${cart.totalQuantity}</dd>
  <dt>Subtotal</dt><dd data-total="subtotal">${money(cart.subtotalCents)}</dd>
  <dt>Tax</dt><dd data-total="tax">${money(cart.taxCents)}</dd>
  <dt>Shipping</dt><dd data-total="shipping">${money(cart.shippingCostCents)}</dd>
  <dt>Discount</dt><dd data-total="discount">${money(cart.discountCents)}</dd>
  <dt>Total</dt><dd data-total="grand">${money(cart.grandTotalCents)}</dd>
</dl>`
    : html`<p class="cart-empty">You have nothing in your shopping cart.</p>`;
  const minimum = CHECKOUT_MINIMUM_CENTS[cart.currency] ?? 0;
  const widget = html`<div class="cart-widget" data-storefront-widget="cart" data-minimum-subtotal-cents="${minimum}">
<script type="application/json" data-cart>${scriptJson(cart)}</script>
${body}
</div>`;
  return layout({ title: 'Cart', body: html`<h1>Cart</h1>${widget}`, config, showCartPill: false });
}
