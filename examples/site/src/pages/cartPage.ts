import { formatMoney, type ShoppingCart } from '@storefront/core';
import { html } from '../html';
import { layout } from './layout';

/** The cart page at /cart: entries and totals, rendered on the server from the visitor's cart. */
export function cartPage(cart: ShoppingCart, config: Record<string, unknown>): string {
  const money = (cents: number) => formatMoney(cents, cart.currency);
  const body = cart.entries.length
    ? html`<h1>Cart</h1>
<table class="cart-table">
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
    : html`<h1>Cart</h1><p class="cart-empty">You have nothing in your shopping cart.</p>`;
  return layout({ title: 'Cart', body, config, showCartPill: false });
}
