import { html, type SafeHtml, scriptJson } from '../html';

export interface LayoutOptions {
  title: string;
  body: SafeHtml;
  /** Drop-in configuration written as JSON into the page (never executed, so CSP allows it). */
  config?: Record<string, unknown>;
  /** Pages that are the cart hide the pill. */
  showCartPill?: boolean;
  /** Extra `<head>` markup (a page's own stylesheet). */
  head?: SafeHtml;
}

/**
 * The site's page frame: header, content, the floating cart pill and the drop-in script tag, plus
 * the offline test captcha script when the page's config has a captcha site key.
 */
export function layout({ title, body, config = {}, showCartPill = true, head }: LayoutOptions): string {
  // The pages interpolate no promises, so Hono's html renders synchronously.
  return String(html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Example Store</title>
<link rel="stylesheet" href="/assets/site.css">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/storefront/storefront.css" data-storefront-styles>
${head ?? ''}
${
  // The offline test captcha defines window.grecaptcha before the drop-in (a module) runs.
  config.captchaSiteKey ? html`<script src="/assets/test-captcha.js"></script>` : ''
}
<script type="application/json" data-storefront-config>${scriptJson(config)}</script>
<script type="module" src="/assets/storefront/storefront.js" data-storefront></script>
</head>
<body>
<header class="site-header">
  <a class="site-header__brand" href="/">Example Store</a>
  <nav class="site-nav" aria-label="Main"><a href="/">Shop</a> <a href="/restock">Restock</a> <a href="/contact">Contact</a> <a href="/newsletter">Newsletter</a> <a href="/cart">Cart</a></nav>
</header>
<main id="main">
${body}
</main>
${showCartPill ? html`<div class="sf-cart-pill-slot" data-storefront-widget="cart-pill"></div>` : ''}
</body>
</html>
`);
}
