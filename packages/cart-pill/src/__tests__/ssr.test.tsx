// @vitest-environment happy-dom
import { act, cartWithQuantity, createTestProvider, renderer } from '@storefront-widgets/test-utils/widgets';
import { expectCleanHydration, renderOnServerThenHydrate } from '@storefront-widgets/test-utils/widgets/ssr';
import { describe, expect, it } from 'vitest';
import { CartPill } from '../index';

// Server rendering is React's (react-dom/server); the preact pass has no server renderer.
describe.skipIf(renderer === 'preact')('CartPill on the server', () => {
  it('renders the count on the server and hydrates it without a mismatch or a moved node', async () => {
    let browser: ReturnType<typeof createTestProvider> | undefined;
    const build = () => {
      browser = createTestProvider({ quantity: 3 });
      return (
        <browser.Wrapper>
          <CartPill />
        </browser.Wrapper>
      );
    };
    const hydrated = await renderOnServerThenHydrate(build);
    const { container, serverElements } = hydrated;
    expect(hydrated.serverHtml).toContain('3 items in cart');
    expectCleanHydration(hydrated);
    // And the hydrated pill is live: a cart change updates the server-rendered node.
    act(() => browser?.cartStore.getState().setCart(cartWithQuantity(4)));
    expect(container.querySelector('.sf-cart-pill-count')?.textContent).toBe('4');
    expect(serverElements).toContain(container.querySelector('.sf-cart-pill-count'));
  });
});
