/**
 * Styles of the cart page widget. On a phone each entry is its thumbnail beside its title, then
 * price and quantity stepper, then the line's subtotal right-aligned with the totals (nothing wider
 * than the screen at 390 px); a row per entry from 640 px. 'Empty cart' sits under the lines, a
 * quiet link-like button, far from Checkout. Colours, radius and focus ring come from the `--sf-*` custom properties, with the
 * defaults of storefront.css.
 */
export const cartCss = `
.sf-cart{max-width:960px}
.sf-cart:focus{outline:none}
.sf-cart__entries{list-style:none;margin:0;padding:0;border-top:1px solid #d0d0d0}
.sf-cart-entry{display:grid;grid-template-columns:4rem minmax(0,1fr) auto;gap:.5rem 1rem;align-items:end;padding:1rem 0;border-bottom:1px solid #d0d0d0}
.sf-cart-entry__thumb{grid-column:1;align-self:start;display:block;width:4rem;height:4rem;object-fit:cover;border-radius:var(--sf-radius,6px);background:#f0f0f0}
.sf-cart-entry__thumb--none{display:flex;align-items:center;justify-content:center;color:#555;font-size:1.5rem;font-weight:600;text-transform:uppercase}
.sf-cart-entry__info{grid-column:2/-1;align-self:start;min-width:0;overflow-wrap:anywhere}
.sf-cart-entry__title{margin:0;font-weight:600;font-size:1.05rem}
.sf-cart-entry__link{color:inherit;text-decoration:underline;text-underline-offset:.15em}
.sf-cart-entry__link:focus-visible,.sf-cart__continue:focus-visible,.sf-stepper__button:focus-visible{outline:none;box-shadow:var(--sf-focus,0 0 0 2px #fff,0 0 0 4px #1f3a5f)}
.sf-cart-entry__variant{margin:.25rem 0 0;color:#555}
.sf-cart-entry__answers{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.125rem .75rem;margin:.5rem 0 0;font-size:.95em}
.sf-cart-entry__answers div{display:contents}
.sf-cart-entry__answers dt{color:#555}
.sf-cart-entry__answers dd{margin:0}
.sf-cart-entry__price,.sf-cart-entry__subtotal{margin:0;font-variant-numeric:tabular-nums}
.sf-cart-entry__price{grid-column:1/3}
.sf-cart-entry__price-label{display:block;color:#555;font-size:.875em}
.sf-cart-entry .sf-quantity{margin:0}
.sf-stepper{display:inline-flex;align-items:stretch}
.sf-stepper__button{font:inherit;font-size:1.25rem;line-height:1;width:44px;min-height:44px;padding:0;border:1px solid var(--sf-border,#767676);background:#fff;color:var(--sf-accent,#1f3a5f);cursor:pointer}
.sf-stepper__button:first-child{border-radius:var(--sf-radius,6px) 0 0 var(--sf-radius,6px)}
.sf-stepper__button:last-child{border-radius:0 var(--sf-radius,6px) var(--sf-radius,6px) 0}
.sf-stepper__button[aria-disabled="true"]{color:#767676;background:#f3f3f3;cursor:not-allowed}
.sf-cart-entry .sf-quantity .sf-stepper__input{width:4rem;font-size:16px;min-height:44px;margin:0;border-radius:0;border-left:0;border-right:0;text-align:center;-moz-appearance:textfield;appearance:textfield}
.sf-stepper__input::-webkit-inner-spin-button,.sf-stepper__input::-webkit-outer-spin-button{-webkit-appearance:none;margin:0}
.sf-cart-entry__subtotal{grid-column:1/-1;font-weight:600;text-align:right}
.sf-cart-entry__subtotal[data-stale]{color:#595959;font-style:italic}
.sf-cart-entry__actions{grid-column:1/-1;display:flex;flex-wrap:wrap;gap:.5rem}
.sf-cart-entry__error{margin:.375rem 0 0;width:min-content;min-width:100%}
.sf-link-button{font:inherit;min-height:44px;padding:.5rem .75rem;border:1px solid var(--sf-border,#767676);border-radius:var(--sf-radius,6px);background:#fff;color:var(--sf-accent,#1f3a5f);cursor:pointer;text-decoration:underline}
.sf-link-button:focus-visible{outline:none;box-shadow:var(--sf-focus,0 0 0 3px rgba(31,58,95,.45))}
.sf-link-button[aria-disabled="true"],.sf-cart__checkout[aria-disabled="true"]{cursor:not-allowed}
.sf-cart__list-actions{display:flex;margin:.5rem 0 0}
.sf-cart__empty-cart{border-color:transparent;color:#444;padding-left:0}
.sf-cart__summary{margin:1.5rem 0 0;display:grid;gap:.75rem;justify-items:stretch}
.sf-coupons{display:grid;gap:.5rem}
.sf-coupons__form{margin:0}
.sf-coupons__row{display:flex;gap:.5rem}
.sf-coupons__input{flex:1;min-width:0;font-size:16px;min-height:44px;margin:0}
.sf-coupons__apply{min-height:44px}
.sf-coupons__error{margin:.375rem 0 0}
.sf-coupons__group{display:grid;gap:.25rem}
.sf-coupons__heading{margin:0;font-weight:600;font-size:.95em}
.sf-coupons__list{list-style:none;margin:0;padding:0;display:grid;gap:.25rem}
.sf-coupons__code{display:flex;flex-wrap:wrap;align-items:center;gap:0 .75rem}
.sf-coupons__name{font-weight:600;letter-spacing:.04em}
.sf-coupons__reason{color:var(--sf-error,#b3261e);flex:1 1 10rem}
.sf-coupons__remove{padding:.25rem .5rem;margin-left:auto}
.sf-cart__totals{display:grid;gap:.25rem;margin:0}
.sf-cart__total{display:flex;justify-content:space-between;gap:1rem}
.sf-cart__totals dt,.sf-cart__totals dd{margin:0;font-variant-numeric:tabular-nums}
.sf-cart__totals dd{text-align:right}
.sf-cart__totals[aria-busy="true"] dd{color:#595959;font-style:italic}
.sf-cart__totals [data-total="discount"] dd{color:#1b5e20}
.sf-cart__totals [data-total="grandTotal"]{font-weight:700;font-size:1.15rem;border-top:1px solid #d0d0d0;padding-top:.375rem}
.sf-cart__status{margin:0;min-height:1.5em;color:#333}
.sf-cart__minimum{margin:0;color:var(--sf-error,#b3261e);font-weight:600}
.sf-cart__checkout{width:100%}
.sf-cart__checkout[aria-disabled="true"]{background:#5f6368}
.sf-cart__empty{font-size:1.1rem;display:grid;gap:.75rem;justify-items:start}
.sf-cart__empty-text{margin:0}
.sf-cart__continue{display:inline-flex;align-items:center;min-height:44px;padding:.5rem 1rem;border-radius:var(--sf-radius,6px);background:var(--sf-accent,#1f3a5f);color:var(--sf-accent-text,#fff);text-decoration:none;font-weight:600}
@media (min-width:640px){
.sf-cart-entry{grid-template-columns:4rem minmax(0,1fr) 6rem auto 7rem;align-items:start}
.sf-cart-entry__info,.sf-cart-entry__price,.sf-cart-entry__subtotal{grid-column:auto}
.sf-cart-entry__actions{grid-column:2/-1}
.sf-cart__summary{max-width:360px;margin-left:auto}
}
`;
