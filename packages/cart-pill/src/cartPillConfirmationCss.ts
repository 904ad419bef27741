/**
 * Styles of the cart pill's confirmation of an add: a card above the pill (at the bottom right),
 * or across the top of a phone's screen (up to 640px), where the pill docks. Its colours are the
 * site's: `--sf-accent` and `--sf-accent-text` for the cart link, `--sf-focus` for focus rings,
 * `--sf-radius` for the link's corners; the card itself follows
 * `--sf-cart-pill-confirmation-background` and `--sf-cart-pill-confirmation-text`.
 */
export const cartPillConfirmationCss = `
.sf-cart-pill-confirmation{position:fixed;right:24px;bottom:80px;z-index:9999;box-sizing:border-box;width:min(320px,calc(100vw - 24px));padding:14px 48px 16px 16px;border:1px solid #d0d0d0;border-radius:12px;background:var(--sf-cart-pill-confirmation-background,#fff);color:var(--sf-cart-pill-confirmation-text,#1b1b1b);box-shadow:0 6px 24px rgba(0,0,0,.18);animation:sf-cart-pill-confirmation-in .2s ease-out both}
.sf-cart-pill-confirmation p{margin:0}
.sf-cart-pill-confirmation__title{display:flex;align-items:center;gap:6px;margin-bottom:6px!important;font-weight:600;color:#1e6b34}
.sf-cart-pill-confirmation__item{font-weight:600}
.sf-cart-pill-confirmation__options,.sf-cart-pill-confirmation__quantity{font-size:.9em}
.sf-cart-pill-confirmation__link{display:inline-block;margin-top:12px;padding:8px 16px;border-radius:var(--sf-radius,6px);background:var(--sf-accent,#1f3a5f);color:var(--sf-accent-text,#fff);font-weight:600;text-decoration:none}
.sf-cart-pill-confirmation__close{position:absolute;top:6px;right:6px;display:flex;align-items:center;justify-content:center;width:36px;height:36px;padding:0;border:0;border-radius:50%;background:transparent;color:inherit;cursor:pointer}
.sf-cart-pill-confirmation__close:hover{background:rgba(0,0,0,.06)}
.sf-cart-pill-confirmation__link:focus-visible,.sf-cart-pill-confirmation__close:focus-visible{outline:none;box-shadow:var(--sf-focus,0 0 0 2px #fff,0 0 0 4px #1f3a5f)}
@keyframes sf-cart-pill-confirmation-in{from{opacity:0;transform:translateY(8px)}to{opacity:1;transform:none}}
@media (max-width:640px){.sf-cart-pill-confirmation{top:8px;right:12px;bottom:auto;left:12px;width:auto}}
@media (prefers-reduced-motion:reduce){.sf-cart-pill-confirmation{animation:none}}
`;
