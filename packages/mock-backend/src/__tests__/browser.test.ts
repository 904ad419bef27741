// @vitest-environment happy-dom

import { PRODUCT_IDS } from '@storefront-widgets/test-utils';
import { describe, expect, it } from 'vitest';
import { createApp, createBrowserFetch, createMemoryStorage } from '../browser';

const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

describe('browser entry (Storybook behind MSW)', () => {
  it('runs the app in the page with document.cookie as the cookie jar', async () => {
    const app = createApp({ storage: createMemoryStorage(), mirrorCookies: true });
    const handle = createBrowserFetch(app);
    const origin = window.location.origin;

    const first = await handle(new Request(`${origin}/api/commerce/shopping-cart`));
    expect(first.status).toBe(200);
    const crumb = readCookie('crumb');
    expect(crumb).toMatch(/^[0-9a-f]{36}$/);

    const added = await handle(
      new Request(`${origin}/api/commerce/shopping-cart/entries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': crumb as string },
        body: JSON.stringify({ itemId: PRODUCT_IDS.tee, sku: 'TEE-S-BLK', quantity: 2 }),
      }),
    );
    expect(added.status).toBe(200);
    expect(readCookie('hasCart')).toBe('true');
    const cartId = ((await added.json()) as { shoppingCart: { id: string } }).shoppingCart.id;
    expect(readCookie('CART')).toBe(cartId);

    const loaded = await handle(new Request(`${origin}/api/commerce/shopping-cart`));
    expect(((await loaded.json()) as { totalQuantity: number }).totalQuantity).toBe(2);

    const refused = await handle(
      new Request(`${origin}/api/commerce/shopping-cart/entries`, { method: 'POST', body: '{}' }),
    );
    expect(refused.status).toBe(403);
  });

  it('does not expose cookies in the mirror headers unless asked', async () => {
    const app = createApp({ storage: createMemoryStorage() });
    const response = await app.fetch(new Request('http://localhost/api/commerce/shopping-cart'));
    expect(response.headers.get('x-storefront-set-cookie')).toBeNull();
  });
});
