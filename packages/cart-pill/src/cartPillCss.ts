/** Styles of the cart pill: fixed at the bottom, fades in when it appears (storefront §4). */
export const cartPillCss = `
.sf-cart-pill{position:fixed;bottom:24px;right:24px;z-index:9999;display:inline-flex;align-items:center;gap:8px;padding:10px 16px;border-radius:999px;background:#111;color:#fff;text-decoration:none;box-shadow:0 2px 8px rgba(0,0,0,.25)}
.sf-cart-pill[hidden]{display:none}
.sf-cart-pill--visible{animation:sf-cart-pill-fade .3s ease-in both}
.sf-cart-pill:focus-visible{outline:3px solid #4d90fe;outline-offset:2px}
@keyframes sf-cart-pill-fade{from{opacity:0}to{opacity:1}}
@media (prefers-reduced-motion:reduce){.sf-cart-pill--visible{animation:none}}
.sf-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;
