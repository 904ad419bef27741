// @vitest-environment happy-dom
import { type CartStore, createCartStore, getDefaultMessages } from '@storefront-widgets/core';
import {
  act,
  cartWithQuantity,
  createTestProvider,
  render,
  screen,
  takeConsoleErrors,
  unusedClient,
} from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import {
  confirm,
  ErrorBoundary,
  StorefrontProvider,
  StorefrontScope,
  useCartStore,
  useStore,
  useStorefront,
} from '../index';

function Quantity() {
  const quantity = useCartStore((state) => state.cart?.totalQuantity ?? 0);
  return <output aria-label="quantity">{quantity}</output>;
}

function Currency() {
  const { currency, locale, messages } = useStorefront();
  return (
    <p>
      {currency} {locale} {messages.format('restock.success')}
    </p>
  );
}

describe('StorefrontProvider and hooks', () => {
  it('gives widgets the injected core objects with defaults', () => {
    const { Wrapper } = createTestProvider();
    const { container } = render(<Currency />, { wrapper: Wrapper });
    expect(container.textContent).toBe('USD en Signed up!');
  });

  it('StorefrontScope gives widgets the same objects, without hosting confirm dialogs', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = getDefaultMessages();
    const cartStore = createCartStore({ client: unusedClient, messages });
    const { container } = render(
      <StorefrontScope client={unusedClient} cartStore={cartStore} messages={messages}>
        <Currency />
      </StorefrontScope>,
    );
    expect(container.textContent).toBe('USD en Signed up!');
    // No host: the question is answered false at once, and no dialog shows.
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm({ title: 'Discard?' });
    });
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('needs a mounted <StorefrontProvider>'));
  });

  it('useStorefront outside a provider fails with a message naming the fix', () => {
    const errors: unknown[] = [];
    render(
      <ErrorBoundary onError={(error) => errors.push(error)} fallback={<p>fallback shown</p>}>
        <Currency />
      </ErrorBoundary>,
    );
    takeConsoleErrors();
    expect(screen.queryByText('fallback shown')).not.toBeNull();
    expect(String(errors[0])).toContain('useStorefront must be used within a StorefrontProvider');
  });

  it('useCartStore re-renders when the cart store changes and unsubscribes on unmount', () => {
    const { Wrapper, cartStore } = createTestProvider({ quantity: 1 });
    let unsubscribed = 0;
    const subscribe = cartStore.subscribe;
    vi.spyOn(cartStore, 'subscribe').mockImplementation((listener) => {
      const unsubscribe = subscribe(listener);
      return () => {
        unsubscribed += 1;
        unsubscribe();
      };
    });
    const { unmount } = render(<Quantity />, { wrapper: Wrapper });
    expect(screen.getByLabelText('quantity').textContent).toBe('1');
    act(() => cartStore.getState().setCart(cartWithQuantity(7)));
    expect(screen.getByLabelText('quantity').textContent).toBe('7');
    unmount();
    expect(unsubscribed).toBeGreaterThan(0);
    act(() => cartStore.getState().setCart(cartWithQuantity(9)));
    expect(screen.queryByLabelText('quantity')).toBeNull();
  });

  it('useStore reads any getState/subscribe store through a selector', async () => {
    const store = createStore(() => ({ count: 0, label: 'clicks' }));
    // biome-ignore lint/correctness/noComponentHookFactories: closes over this test's store.
    function Clicks() {
      const count = useStore(store, (s) => s.count);
      return (
        <button type="button" onClick={() => store.setState({ count: count + 1 })}>
          {count} clicks
        </button>
      );
    }
    render(<Clicks />);
    await userEvent.click(screen.getByRole('button', { name: '0 clicks' }));
    expect(screen.getByRole('button').textContent).toBe('1 clicks');
  });

  it("types the provider's cart store as core's CartStore: a fake that does not fit fails to compile", () => {
    const fake = { getState: () => ({ cart: null }), subscribe: () => () => {} };
    expectTypeOf(fake).not.toExtend<CartStore>();
    // @ts-expect-error a store without core's cart actions (addEntry, load, …) is not a CartStore
    const element = <StorefrontProvider client={unusedClient} cartStore={fake} />;
    expect(element.props.cartStore).toBe(fake);
  });
});
