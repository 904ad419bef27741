/**
 * Styles of the cart pill: fixed at the bottom right, fading in when it appears.
 * It never covers the page: while it shows, the page gets room below its content and controls
 * scrolled into view stop above it. On a phone (up to 640px) a fixed pill would cover the right
 * end of full-width fields and cards at most scroll positions, and a strip of its own would cost
 * every page a blank band: there it docks in the page's top right corner, in the header's row
 * (`--sf-cart-pill-phone-top`, `--sf-cart-pill-phone-right`), and scrolls away with the header,
 * as a header's cart link does; the site keeps that corner free. Its focus ring is the site's
 * `--sf-focus` (a white gap, then a ring of at least 3:1 against the page and the pill), as every
 * other control's.
 */
export const cartPillCss = `
.sf-cart-pill{position:fixed;bottom:24px;right:24px;z-index:9999;display:inline-flex;align-items:center;gap:8px;padding:10px 16px;border-radius:999px;background:#111;color:#fff;text-decoration:none;box-shadow:0 2px 8px rgba(0,0,0,.25)}
.sf-cart-pill[hidden]{display:none}
.sf-cart-pill--visible{animation:sf-cart-pill-fade .3s ease-in both}
.sf-cart-pill:focus-visible{outline:none;box-shadow:var(--sf-focus,0 0 0 2px #fff,0 0 0 4px #1f3a5f)}
@keyframes sf-cart-pill-fade{from{opacity:0}to{opacity:1}}
body:has(.sf-cart-pill--visible){padding-bottom:88px}
html:has(.sf-cart-pill--visible){scroll-padding-bottom:96px}
@media (max-width:640px){
.sf-cart-pill{position:absolute;top:var(--sf-cart-pill-phone-top,8px);bottom:auto;right:var(--sf-cart-pill-phone-right,12px);min-height:44px;box-sizing:border-box}
body:has(.sf-cart-pill--visible){padding-bottom:0}
html:has(.sf-cart-pill--visible){scroll-padding-bottom:0}
}
@media (prefers-reduced-motion:reduce){.sf-cart-pill--visible{animation:none}}
.sf-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;
