// @vitest-environment happy-dom
import { createHttpClient, type HttpClient } from '@storefront-widgets/core';
import { createInPageBackend } from '@storefront-widgets/mock-backend/browser';
import { createCatalogue, PRODUCT_IDS } from '@storefront-widgets/test-utils';
import { createTestProvider, renderer, screen } from '@storefront-widgets/test-utils/widgets';
import { expectCleanHydration, renderOnServerThenHydrate } from '@storefront-widgets/test-utils/widgets/ssr';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddToCartButton, parseProduct } from '../index';

// Server rendering is React's (react-dom/server); the preact pass has no server renderer.
describe.skipIf(renderer === 'preact')('AddToCartButton on the server', () => {
  it('renders selects, quantity and button on the server, hydrates them and adds to the cart', async () => {
    const product = parseProduct(createCatalogue().find((item) => item.id === PRODUCT_IDS.tee));
    if (typeof product === 'string') throw new Error(product);
    const backend = await createInPageBackend();
    const browserClient = createHttpClient({ baseUrl: backend.origin, fetch: backend.fetch });
    let side: 'server' | 'browser' = 'server';
    const build = () => {
      // The server never calls the backend while rendering: its client fails any call.
      const client: HttpClient | undefined = side === 'server' ? undefined : browserClient;
      side = 'browser';
      const { Wrapper } = createTestProvider({ ...(client ? { client } : {}) });
      return (
        <Wrapper>
          <AddToCartButton product={product} />
        </Wrapper>
      );
    };
    const hydrated = await renderOnServerThenHydrate(build);
    expect(hydrated.serverHtml).toContain('Select Size');
    expectCleanHydration(hydrated);

    // The labels still point at their selects (the ids agree), and the server's button works.
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Size'), 'S');
    await user.selectOptions(screen.getByLabelText('Color'), 'Black');
    const button = screen.getByRole('button', { name: 'Add To Cart' });
    expect(hydrated.serverElements).toContain(button);
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Added!' })).toBe(button);
  });
});
