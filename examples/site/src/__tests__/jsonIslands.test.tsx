// @vitest-environment jsdom
// jsdom parses with parse5, which follows the HTML standard's script-data states (`<!--<script>`).
import { createCartEntry, createShoppingCart } from '@storefront-widgets/test-utils';
import { describe, expect, it } from 'vitest';
import { cartPage, type WebsiteSettings } from '../pageData/sitePages';
import { createSiteRenderer } from '../render/createSiteRenderer';

const SITE: WebsiteSettings = {
  websiteId: 'site-demo',
  timeZone: 'America/New_York',
  currency: 'USD',
  captchaSettings: { siteKey: 'k' },
  restockSuccessText: null,
  storeSettings: { multipleQuantityAllowedForServices: true },
};

describe('JSON script islands of the example store', () => {
  it("keep a shopper's answer <!--<script> inside the cart island, and the page after it intact", () => {
    const answer = '<!--<script>\u2028</script>&';
    const cart = createShoppingCart({
      entries: [
        createCartEntry({
          itemId: 'prod-engraved-mug',
          additionalFields: JSON.stringify({ engraving: answer }),
        }),
      ],
    });
    const { html, errors } = createSiteRenderer().render('cart', cartPage(SITE, cart));
    expect(errors).toEqual([]);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const island = page.querySelector('script[data-cart]');
    const snapshot = JSON.parse(island?.textContent ?? '') as {
      entries: Array<{ additionalFields: string }>;
    };
    expect(JSON.parse(snapshot.entries[0]?.additionalFields ?? '{}')).toEqual({ engraving: answer });
    // What follows the island is still markup, not swallowed into the script.
    expect(page.querySelector('.cart-table')).not.toBeNull();
    expect(page.querySelector('script[data-storefront-config]')).not.toBeNull();
  });
});
