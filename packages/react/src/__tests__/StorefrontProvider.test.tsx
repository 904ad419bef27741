// @vitest-environment happy-dom
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary, useCart, useStore, useStorefront } from '../index';
import { cartWithQuantity, createTestProvider, createTestStore } from './fixtures';
import { act, render, screen, takeConsoleErrors } from './render';

function Quantity() {
  const quantity = useCart((state) => state.cart?.totalQuantity ?? 0);
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
    render(<Currency />, { wrapper: Wrapper });
    expect(screen.getByText('USD en Signed up!')).toBeTruthy();
  });

  it('useStorefront outside a provider fails with a message naming the fix', () => {
    const errors: unknown[] = [];
    render(
      <ErrorBoundary onError={(error) => errors.push(error)} fallback={<p>fallback shown</p>}>
        <Currency />
      </ErrorBoundary>,
    );
    takeConsoleErrors();
    expect(screen.getByText('fallback shown')).toBeTruthy();
    expect(String(errors[0])).toContain('useStorefront must be used within a StorefrontProvider');
  });

  it('useCart re-renders when the cart store changes and unsubscribes on unmount', () => {
    const { Wrapper, cartStore } = createTestProvider({ quantity: 1 });
    const { unmount } = render(<Quantity />, { wrapper: Wrapper });
    expect(screen.getByLabelText('quantity').textContent).toBe('1');
    act(() => cartStore.setState({ cart: cartWithQuantity(7) }));
    expect(screen.getByLabelText('quantity').textContent).toBe('7');
    unmount();
    expect(cartStore.listenerCount()).toBe(0);
  });

  it('useStore reads any getState/subscribe store through a selector', async () => {
    const store = createTestStore({ count: 0, label: 'clicks' });
    // biome-ignore lint/correctness/noComponentHookFactories: closes over this test's store.
    function Clicks() {
      const count = useStore(store, (s) => s.count);
      return (
        <button type="button" onClick={() => store.setState({ ...store.getState(), count: count + 1 })}>
          {count} clicks
        </button>
      );
    }
    render(<Clicks />);
    await userEvent.click(screen.getByRole('button', { name: '0 clicks' }));
    expect(screen.getByRole('button', { name: '1 clicks' })).toBeTruthy();
  });
});
