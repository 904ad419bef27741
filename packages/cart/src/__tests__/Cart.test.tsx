// @vitest-environment happy-dom
import { type CartStore, createCartStore, createHttpClient, createMessages } from '@storefront-widgets/core';
import { createInPageBackend } from '@storefront-widgets/mock-backend/browser';
import { StorefrontProvider } from '@storefront-widgets/react';
import { PRODUCT_IDS } from '@storefront-widgets/test-utils';
import { axeViolations, render, screen, waitFor, within } from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Cart, parseProps } from '../index';

afterEach(() => {
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim())) {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring the page's own cookies is the point
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});

/** A cart page over the reference backend in the page, with items added first. */
async function setup(items: Array<[string, string, number, string?]>, minimumSubtotalCents = 0) {
  const backend = await createInPageBackend();
  const client = createHttpClient({ baseUrl: backend.origin, fetch: backend.fetch });
  const messages = createMessages();
  const cartStore: CartStore = createCartStore({ client, messages });
  await cartStore.getState().load();
  for (const [itemId, sku, quantity, additionalFields] of items)
    await cartStore
      .getState()
      .addEntry({ itemId, sku, quantity, ...(additionalFields ? { additionalFields } : {}) });
  const visited: string[] = [];
  const navigation = {
    goToCart: () => visited.push('/cart'),
    goToCheckout: () => visited.push('/checkout'),
    goToSubscriptionCheckout: () => {},
    goToGiftCardPage: () => {},
  };
  const user = userEvent.setup();
  const view = render(
    <StorefrontProvider client={client} cartStore={cartStore} messages={messages} navigation={navigation}>
      <Cart minimumSubtotalCents={minimumSubtotalCents} />
    </StorefrontProvider>,
  );
  return { ...view, cartStore, visited, user };
}

const total = (key: string) => document.querySelector(`[data-total="${key}"] dd`)?.textContent;

describe('Cart', () => {
  it('lists each entry with its variant, price and subtotal, and the totals in the cart currency', async () => {
    await setup([
      [PRODUCT_IDS.tee, 'TEE-M-WHT', 2],
      [PRODUCT_IDS.ebook, 'EBOOK-PDF', 1],
    ]);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Classic Tee')).toBeDefined();
    expect(within(rows[0] as HTMLElement).getByText('Size: M, Color: White')).toBeDefined();
    expect((within(rows[0] as HTMLElement).getByLabelText('Quantity') as HTMLInputElement).value).toBe('2');
    expect(rows[0]?.querySelector('.sf-cart-entry__subtotal')?.textContent).toBe('$50.00');
    expect(total('subtotal')).toBe('$62.00');
    expect([...document.querySelectorAll('.sf-cart__totals dt')].map((dt) => dt.textContent)).toEqual([
      'Subtotal',
      'Tax',
      'Shipping',
      'Discount',
      'Total',
    ]);
  });

  it('saves a typed quantity on blur and shows the new totals', async () => {
    const { user, cartStore } = await setup([[PRODUCT_IDS.tee, 'TEE-M-WHT', 1]]);
    const input = screen.getByLabelText('Quantity');
    await user.clear(input);
    await user.type(input, '3');
    await user.tab();
    await waitFor(() => expect(total('subtotal')).toBe('$75.00'));
    expect(cartStore.getState().cart?.totalQuantity).toBe(3);
  });

  it("refuses 0 with 'Unable to update quantity' tied to the input, and a quantity over stock with the server's reason", async () => {
    const { user } = await setup([[PRODUCT_IDS.tee, 'TEE-L-BLK', 1]]);
    const input = screen.getByLabelText('Quantity');
    await user.clear(input);
    await user.type(input, '0{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Unable to update quantity Quantity must be between 1 and 9999.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    await user.clear(input);
    await user.type(input, '5{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Unable to update quantity Sorry, we do not have enough of that item available.',
      ),
    );
    expect((input as HTMLInputElement).value).toBe('1');
  });

  it('removes an entry and keeps focus in the cart; the last one leaves the empty text', async () => {
    const { user } = await setup([[PRODUCT_IDS.tee, 'TEE-M-WHT', 1]]);
    await user.click(screen.getByRole('button', { name: 'Remove Classic Tee' }));
    expect(await screen.findByText('You have nothing in your shopping cart.')).toBeDefined();
    expect(document.activeElement?.className).toBe('sf-cart');
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  it('edits the answers of an entry through its form, filled in with the current ones', async () => {
    const { user, cartStore } = await setup([
      [PRODUCT_IDS.engravedMug, 'MUG-ENGRAVED', 1, JSON.stringify({ engraving: 'Ada', font: 'Serif' })],
    ]);
    expect(await screen.findByText('Ada')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Edit answers' }));
    const dialog = await screen.findByRole('dialog');
    const field = await within(dialog).findByLabelText('Engraving text', { exact: false });
    expect((field as HTMLInputElement).value).toBe('Ada');
    await user.clear(field);
    await user.type(field, 'Grace');
    await user.click(within(dialog).getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Grace')).toBeDefined();
    expect(JSON.parse(cartStore.getState().cart?.entries[0]?.additionalFields ?? '{}')).toMatchObject({
      engraving: 'Grace',
    });
  });

  it('holds checkout below the minimum subtotal, with the message, and opens it above', async () => {
    const { user, visited } = await setup([[PRODUCT_IDS.ebook, 'EBOOK-PDF', 1]], 1500);
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    expect(screen.getByText('To check out, your order subtotal must be $15.00 or more.')).toBeDefined();
    expect(checkout.getAttribute('aria-disabled')).toBe('true');
    await user.click(checkout);
    expect(visited).toEqual([]);
    const input = screen.getByLabelText('Quantity');
    await user.clear(input);
    await user.type(input, '2{Enter}');
    await waitFor(() => expect(checkout.getAttribute('aria-disabled')).toBeNull());
    await user.click(checkout);
    expect(visited).toEqual(['/checkout']);
  });

  it('empties the cart after confirming', async () => {
    const { user, cartStore } = await setup([
      [PRODUCT_IDS.tee, 'TEE-M-WHT', 1],
      [PRODUCT_IDS.ebook, 'EBOOK-PDF', 1],
    ]);
    await user.click(screen.getByRole('button', { name: 'Empty cart' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove every item from your cart?')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Empty cart' }));
    expect(await screen.findByText('You have nothing in your shopping cart.')).toBeDefined();
    expect(cartStore.getState().cart?.entries).toEqual([]);
  });

  it('has no axe violations with entries and an error', async () => {
    const { user, container } = await setup([[PRODUCT_IDS.tee, 'TEE-M-WHT', 1]]);
    const input = screen.getByLabelText('Quantity');
    await user.clear(input);
    await user.type(input, 'x{Enter}');
    await screen.findByRole('alert');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('parseProps', () => {
  it('reads the minimum subtotal and the server snapshot, and names a bad value', () => {
    const element = document.createElement('div');
    element.dataset.minimumSubtotalCents = '1500';
    element.dataset.cart = JSON.stringify({ entries: [], currency: 'USD' });
    const parsed = parseProps(element);
    expect(parsed).toMatchObject({
      ok: true,
      props: { minimumSubtotalCents: 1500, initialCart: { currency: 'USD' } },
    });
    element.dataset.minimumSubtotalCents = '15.00';
    expect(parseProps(element)).toEqual({
      ok: false,
      error: 'data-minimum-subtotal-cents must be a whole number of minor units',
    });
  });
});
