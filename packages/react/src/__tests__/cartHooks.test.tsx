// @vitest-environment happy-dom
import {
  type CartStore,
  createCartPage,
  createCartStore,
  createHttpClient,
  describeEntryAnswers,
  getDefaultMessages,
} from '@storefront-widgets/core';
import { createInPageBackend } from '@storefront-widgets/mock-backend/browser';
import { PRODUCT_IDS } from '@storefront-widgets/test-utils';
import { render, screen, waitFor, within } from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Money, StorefrontProvider, type UseCartResult, useCart, useCartSummary } from '../index';

afterEach(() => {
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim())) {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring the page's own cookies is the point
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});

/** A drawer built only from the hooks: what a developer writes for their own cart. */
function Drawer({ probe }: { probe?: { result?: UseCartResult } }) {
  const cart = useCart();
  if (probe) probe.result = cart;
  if (cart.status === 'error') return <p role="alert">{cart.error?.message}</p>;
  if (cart.isLoading && !cart.cart) return <p>Loading…</p>;
  if (cart.lines.length === 0) return <p>Empty</p>;
  return (
    <ul>
      {cart.lines.map((line) => (
        <li key={line.id} aria-label={line.title}>
          <span data-testid="quantity">{line.quantity}</span>
          <button
            type="button"
            disabled={cart.isLineBusy(line.id)}
            onClick={() => cart.updateQuantity(line.id, line.quantity + 1)}
          >
            More
          </button>
          <input
            aria-label="Quantity"
            value={cart.drafts[line.id] ?? String(line.quantity)}
            onChange={(event) => cart.typeQuantity(line.id, event.target.value)}
            onBlur={() => cart.commitQuantity(line.id)}
          />
          <button type="button" disabled={cart.isLineBusy(line.id)} onClick={() => cart.remove(line.id)}>
            Remove
          </button>
          {cart.errors[line.id] && (
            <p role="alert">{`${cart.errors[line.id]?.title}: ${cart.errors[line.id]?.message}`}</p>
          )}
        </li>
      ))}
      <li>
        <button type="button" onClick={() => cart.empty()}>
          Empty cart
        </button>
      </li>
    </ul>
  );
}

/** A header's cart summary. */
function Summary() {
  const { count, subtotal, total, isRecalculating } = useCartSummary();
  return (
    <p data-testid="summary" aria-busy={isRecalculating}>
      {count} · <Money {...subtotal} /> · <Money {...total} />
    </p>
  );
}

/** A line's answers as a drawer lists them: the form's field titles beside the values. */
function Answers() {
  const { lines, forms } = useCart();
  return (
    <dl>
      {lines.flatMap((line) => {
        const form = line.additionalFieldsFormId ? forms[line.additionalFieldsFormId] : undefined;
        return form
          ? describeEntryAnswers(form, line.additionalFields).map((answer) => (
              <div key={`${line.id}-${answer.fieldId}`}>
                <dt>{answer.label}</dt>
                <dd>{answer.value}</dd>
              </div>
            ))
          : [];
      })}
    </dl>
  );
}

/** The reference backend in the page, a cart with `items` added, and `node` rendered over it. */
async function setup(node: ReactNode, items: Array<[string, string, number, string?]> = []) {
  const backend = await createInPageBackend();
  const client = createHttpClient({ baseUrl: backend.origin, fetch: backend.fetch });
  const messages = getDefaultMessages();
  const cartStore: CartStore = createCartStore({ client, messages });
  for (const [itemId, sku, quantity, additionalFields] of items)
    await cartStore
      .getState()
      .addEntry({ itemId, sku, quantity, ...(additionalFields ? { additionalFields } : {}) });
  // A fresh store, so the hooks start from an unloaded cart as a page does.
  const pageStore = items.length ? createCartStore({ client, messages }) : cartStore;
  const navigation = {
    goToCart: vi.fn(),
    goToCheckout: vi.fn(),
    goToSubscriptionCheckout: vi.fn(),
    goToGiftCardPage: vi.fn(),
  };
  render(
    <StorefrontProvider client={client} cartStore={pageStore} messages={messages} navigation={navigation}>
      {node}
    </StorefrontProvider>,
  );
  return { user: userEvent.setup(), cartStore: pageStore, navigation };
}

const summary = () => screen.getByTestId('summary').textContent;

describe('useCart', () => {
  it('loads the cart, changes a line’s quantity, removes it, and the summary follows', async () => {
    const { user, cartStore } = await setup(
      <>
        <Summary />
        <Drawer />
      </>,
      [
        [PRODUCT_IDS.tee, 'TEE-M-WHT', 1],
        [PRODUCT_IDS.ebook, 'EBOOK-PDF', 1],
      ],
    );
    expect(summary()).toBe('0 · $0.00 · $0.00');
    const tee = await screen.findByRole('listitem', { name: 'Classic Tee' });
    expect(summary()).toMatch(/^2 · \$37\.00 · /);
    await user.click(within(tee).getByRole('button', { name: 'More' }));
    await waitFor(() => expect(within(tee).getByTestId('quantity').textContent).toBe('2'));
    expect(summary()).toMatch(/^3 · \$62\.00 · /);
    // Typing saves on blur, with the add-to-cart rules.
    const input = within(tee).getByLabelText('Quantity');
    await user.clear(input);
    await user.type(input, '4');
    await user.tab();
    await waitFor(() => expect(cartStore.getState().cart?.entries[0]?.quantity).toBe(4));
    expect(summary()).toMatch(/^5 · \$112\.00 · /);
    await user.click(within(tee).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Classic Tee' })).toBeNull());
    expect(summary()).toMatch(/^1 · \$12\.00 · /);
    await user.click(screen.getByRole('button', { name: 'Empty cart' }));
    expect(await screen.findByText('Empty')).toBeDefined();
    expect(summary()).toBe('0 · $0.00 · $0.00');
  });

  it("shows a refused quantity on its line with 'Unable to update quantity' and the reason", async () => {
    const { user, cartStore } = await setup(<Drawer />, [[PRODUCT_IDS.tee, 'TEE-L-BLK', 2]]);
    const line = await screen.findByRole('listitem', { name: 'Classic Tee' });
    // TEE-L-BLK has 2 left: a third is refused by the server.
    await user.click(within(line).getByRole('button', { name: 'More' }));
    expect((await within(line).findByRole('alert')).textContent).toBe(
      'Unable to update quantity: Sorry, we do not have enough of that item available.',
    );
    expect(within(line).getByTestId('quantity').textContent).toBe('2');
    const input = within(line).getByLabelText('Quantity');
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    await waitFor(() =>
      expect(within(line).getByRole('alert').textContent).toBe(
        'Unable to update quantity: Quantity must be between 1 and 9999.',
      ),
    );
    expect(cartStore.getState().cart?.entries[0]?.quantity).toBe(2);
  });

  it('edits a line’s answers and passes every action of the cart-page controller through', async () => {
    const probe: { result?: UseCartResult } = {};
    const { cartStore } = await setup(<Drawer probe={probe} />, [
      [PRODUCT_IDS.engravedMug, 'MUG-ENGRAVED', 1, JSON.stringify({ engraving: 'Ada', font: 'Serif' })],
    ]);
    await screen.findByRole('listitem', { name: /Mug/ });
    const line = probe.result?.lines[0];
    const answers = JSON.stringify({ engraving: 'Grace', font: 'Sans' });
    await expect(probe.result?.updateAdditionalFields(line?.id ?? '', answers)).resolves.toBeNull();
    expect(JSON.parse(cartStore.getState().cart?.entries[0]?.additionalFields ?? '{}')).toEqual({
      engraving: 'Grace',
      font: 'Sans',
    });
    // The hook returns the controller's actions generically: one added to core shows up here.
    const controller = createCartPage({
      cartStore,
      messages: getDefaultMessages(),
      navigation: { goToCart() {}, goToCheckout() {}, goToSubscriptionCheckout() {}, goToGiftCardPage() {} },
    });
    const actions = Object.keys(controller).filter(
      (key) => !['getState', 'subscribe', 'destroy'].includes(key),
    );
    for (const key of actions)
      expect(typeof (probe.result as unknown as Record<string, unknown>)[key]).toBe('function');
    controller.destroy();
  });

  it('labels a line’s answers with its form, which the hook loads', async () => {
    await setup(<Answers />, [
      [PRODUCT_IDS.engravedMug, 'MUG-ENGRAVED', 1, JSON.stringify({ engraving: 'Ada', font: 'Serif' })],
    ]);
    const value = await screen.findByText('Ada');
    expect(value.previousElementSibling?.textContent).toMatch(/Engraving text/);
  });

  it('applies a coupon through the provider’s client, lists it, and takes it off again', async () => {
    const probe: { result?: UseCartResult } = {};
    const { cartStore } = await setup(<Drawer probe={probe} />, [[PRODUCT_IDS.tee, 'TEE-M-WHT', 2]]);
    await screen.findByRole('listitem', { name: 'Classic Tee' });
    probe.result?.typeCoupon('SAVE10');
    await probe.result?.applyCoupon();
    await waitFor(() =>
      expect(cartStore.getState().cart?.validCoupons?.map((coupon) => coupon.code)).toEqual(['SAVE10']),
    );
    expect(probe.result?.coupon.error).toBeNull();
    expect(Number(cartStore.getState().cart?.discountCents)).toBeGreaterThan(0);
    await probe.result?.removeCoupon('SAVE10');
    await waitFor(() => expect(cartStore.getState().cart?.validCoupons).toEqual([]));
  });

  it('checks out through the provider’s navigation', async () => {
    const probe: { result?: UseCartResult } = {};
    const { navigation } = await setup(<Drawer probe={probe} />, [[PRODUCT_IDS.ebook, 'EBOOK-PDF', 1]]);
    await screen.findByRole('listitem', { name: 'Field Guide (eBook)' });
    expect(probe.result?.checkout()).toBe(true);
    expect(navigation.goToCheckout).toHaveBeenCalledOnce();
  });

  it('reports a failed load with the reason, and loads again on reload()', async () => {
    let isDown = true;
    const backend = await createInPageBackend();
    const fetch: typeof backend.fetch = (input, init) =>
      isDown ? Promise.reject(new TypeError('Failed to fetch')) : backend.fetch(input, init);
    const client = createHttpClient({ baseUrl: backend.origin, fetch });
    const messages = getDefaultMessages();
    const cartStore = createCartStore({ client, messages });
    const probe: { result?: UseCartResult } = {};
    render(
      <StorefrontProvider client={client} cartStore={cartStore} messages={messages}>
        <Drawer probe={probe} />
      </StorefrontProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(probe.result?.status).toBe('error');
    isDown = false;
    await probe.result?.reload();
    expect(await screen.findByText('Empty')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
