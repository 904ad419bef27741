/**
 * Styles of the cart page widget. One column of entries on a phone (nothing wider than the
 * screen at 390 px; the line's subtotal right-aligned with the totals), a row per entry from
 * 640 px. Colours, radius and focus ring come from the `--sf-*` custom properties, with the
 * defaults of storefront.css.
 */
export const cartCss = `
.sf-cart{max-width:960px}
.sf-cart:focus{outline:none}
.sf-cart__entries{list-style:none;margin:0;padding:0;border-top:1px solid #d0d0d0}
.sf-cart-entry{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:.5rem 1rem;align-items:end;padding:1rem 0;border-bottom:1px solid #d0d0d0}
.sf-cart-entry__info{grid-column:1/-1;min-width:0;overflow-wrap:anywhere}
.sf-cart-entry__title{margin:0;font-weight:600;font-size:1.05rem}
.sf-cart-entry__variant{margin:.25rem 0 0;color:#555}
.sf-cart-entry__answers{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.125rem .75rem;margin:.5rem 0 0;font-size:.95em}
.sf-cart-entry__answers div{display:contents}
.sf-cart-entry__answers dt{color:#555}
.sf-cart-entry__answers dd{margin:0}
.sf-cart-entry__price,.sf-cart-entry__subtotal{margin:0;font-variant-numeric:tabular-nums}
.sf-cart-entry__price-label{display:block;color:#555;font-size:.875em}
.sf-cart-entry .sf-quantity{margin:0}
.sf-cart-entry .sf-quantity .sf-input{width:6rem;font-size:16px;min-height:44px}
.sf-cart-entry__subtotal{grid-column:1/-1;font-weight:600;text-align:right}
.sf-cart-entry__actions{grid-column:1/-1;display:flex;flex-wrap:wrap;gap:.5rem}
.sf-cart-entry__error{grid-column:1/-1;margin:0}
.sf-link-button{font:inherit;min-height:44px;padding:.5rem .75rem;border:1px solid var(--sf-border,#767676);border-radius:var(--sf-radius,6px);background:#fff;color:var(--sf-accent,#1f3a5f);cursor:pointer;text-decoration:underline}
.sf-link-button:focus-visible{outline:none;box-shadow:var(--sf-focus,0 0 0 3px rgba(31,58,95,.45))}
.sf-link-button[aria-disabled="true"],.sf-cart__checkout[aria-disabled="true"]{cursor:not-allowed}
.sf-cart__summary{margin:1.5rem 0 0;display:grid;gap:.75rem;justify-items:stretch}
.sf-cart__totals{display:grid;gap:.25rem;margin:0}
.sf-cart__total{display:flex;justify-content:space-between;gap:1rem}
.sf-cart__totals dt,.sf-cart__totals dd{margin:0;font-variant-numeric:tabular-nums}
.sf-cart__totals dd{text-align:right}
.sf-cart__totals [data-total="grandTotal"]{font-weight:700;font-size:1.15rem;border-top:1px solid #d0d0d0;padding-top:.375rem}
.sf-cart__status{margin:0;min-height:1.5em;color:#333}
.sf-cart__minimum{margin:0;color:var(--sf-error,#b3261e);font-weight:600}
.sf-cart__checkout{width:100%}
.sf-cart__checkout[aria-disabled="true"]{background:#5f6368}
.sf-cart__empty{font-size:1.1rem}
@media (min-width:640px){
.sf-cart-entry{grid-template-columns:minmax(0,1fr) 7rem 7rem 7rem;align-items:start}
.sf-cart-entry__info,.sf-cart-entry__subtotal{grid-column:auto}
.sf-cart-entry__actions{grid-column:1/-1}
.sf-cart__summary{max-width:360px;margin-left:auto}
}
`;
