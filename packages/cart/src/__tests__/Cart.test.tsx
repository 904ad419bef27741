// @vitest-environment happy-dom
import { type CartStore, createCartStore, createHttpClient, createMessages } from '@storefront-widgets/core';
import { createInPageBackend } from '@storefront-widgets/mock-backend/browser';
import { StorefrontProvider } from '@storefront-widgets/react';
import { PRODUCT_IDS } from '@storefront-widgets/test-utils';
import { act, axeViolations, render, screen, waitFor, within } from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Cart, type CartProps, parseProps } from '../index';

afterEach(() => {
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim())) {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring the page's own cookies is the point
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});

/** A cart page over the reference backend in the page, with items added first. */
async function setup(
  items: Array<[string, string, number, string?]>,
  minimumSubtotalCents = 0,
  props: Partial<CartProps> = {},
) {
  const backend = await createInPageBackend();
  // A request whose method is in `held` waits until `release()`, to see the cart recalculating.
  // A release that comes before the request has reached the network (the cart's calls load
  // first) lets it through when it does.
  const held = new Set<string>();
  let release = () => {};
  let isReleased = false;
  const gate = {
    hold: (method: string) => {
      isReleased = false;
      held.add(method);
    },
    release: () => {
      isReleased = true;
      release();
    },
  };
  const fetch: typeof backend.fetch = async (input, init) => {
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    if (held.has(method)) {
      held.clear();
      if (!isReleased)
        await new Promise<void>((resolve) => {
          release = resolve;
        });
    }
    return backend.fetch(input, init);
  };
  const client = createHttpClient({ baseUrl: backend.origin, fetch });
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
      <Cart minimumSubtotalCents={minimumSubtotalCents} {...props} />
    </StorefrontProvider>,
  );
  return { ...view, cartStore, visited, user, gate };
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

describe('Cart stepper, coupons and links', () => {
  it('steps the quantity with − / + (keyboard too), disabled at 1, and saves once', async () => {
    const { user, cartStore } = await setup([[PRODUCT_IDS.tee, 'TEE-M-WHT', 1]]);
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Classic Tee' });
    const plus = screen.getByRole('button', { name: 'Increase quantity of Classic Tee' });
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    await user.click(minus);
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');
    plus.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('3');
    expect(minus.getAttribute('aria-disabled')).toBeNull();
    await waitFor(() => expect(total('subtotal')).toBe('$75.00'), { timeout: 3000 });
    expect(cartStore.getState().cart?.entries[0]?.quantity).toBe(3);
    expect(document.activeElement).toBe(plus);
  });

  it('answers 0 right under the quantity field and does not leave the old subtotal beside it', async () => {
    const { user } = await setup([[PRODUCT_IDS.tee, 'TEE-M-WHT', 2]]);
    const input = screen.getByLabelText('Quantity');
    await user.clear(input);
    await user.type(input, '0{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.parentElement).toBe(input.closest('.sf-quantity'));
    const subtotal = document.querySelector('.sf-cart-entry__subtotal');
    expect(subtotal?.textContent).toBe('—Subtotal shown once the quantity is valid');
    expect(subtotal?.textContent).not.toContain('$50.00');
  });

  it('marks the totals busy while the cart recalculates', async () => {
    const { user, gate } = await setup([[PRODUCT_IDS.tee, 'TEE-M-WHT', 1]]);
    gate.hold('PUT');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Classic Tee' }));
    const totals = document.querySelector('.sf-cart__totals');
    await waitFor(() => expect(totals?.getAttribute('aria-busy')).toBe('true'), { timeout: 3000 });
    expect(screen.getByRole('status').textContent).toBe('Updating your cart…');
    gate.release();
    await waitFor(() => expect(totals?.getAttribute('aria-busy')).toBeNull());
    expect(total('subtotal')).toBe('$50.00');
  });

  it('applies a coupon (discount line appears), names a refused one beside the field, and removes them', async () => {
    const { user, cartStore } = await setup([[PRODUCT_IDS.ebook, 'EBOOK-PDF', 1]]);
    expect(document.querySelector('[data-total="discount"]')).toBeNull();
    const field = screen.getByLabelText('Coupon code');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to apply coupon Enter a coupon code.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.type(field, 'save10{Enter}');
    await waitFor(() => expect(total('discount')).toBe('-$1.20'));
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Applied coupons' })).getByText('SAVE10')).toBeDefined();

    await user.type(field, 'FIVEOFF');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Unable to apply coupon The order subtotal is below the coupon minimum.');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    const refused = screen.getByRole('list', { name: 'Coupons not applied' });
    expect(within(refused).getByText('The order subtotal is below the coupon minimum.')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Remove coupon SAVE10' }));
    await waitFor(() => expect(document.querySelector('[data-total="discount"]')).toBeNull());
    expect(cartStore.getState().cart?.coupons).toEqual(['FIVEOFF']);
  });

  it('links each line to its product with its picture, a letter tile without one', async () => {
    const { cartStore } = await setup([[PRODUCT_IDS.tee, 'TEE-M-WHT', 1]]);
    const link = screen.getByRole('link', { name: 'Classic Tee' });
    expect(link.getAttribute('href')).toBe('/products/tee');
    expect(document.querySelector('img.sf-cart-entry__thumb')?.getAttribute('src')).toBe(
      `/images/${PRODUCT_IDS.tee}.svg`,
    );
    const cart = cartStore.getState().cart;
    if (!cart) throw new Error('no cart');
    act(() =>
      cartStore
        .getState()
        .setCart({ ...cart, entries: cart.entries.map((entry) => ({ ...entry, item: null })) }),
    );
    expect(screen.queryByRole('link', { name: 'Classic Tee' })).toBeNull();
    expect(document.querySelector('.sf-cart-entry__thumb--none')?.textContent).toBe('C');
  });

  it("puts 'Empty cart' under the lines, away from Checkout, and offers 'Continue shopping' once empty", async () => {
    const { user } = await setup([[PRODUCT_IDS.tee, 'TEE-M-WHT', 1]], 0, { continueShoppingUrl: '/shop' });
    const emptyCart = screen.getByRole('button', { name: 'Empty cart' });
    expect(emptyCart.closest('.sf-cart__summary')).toBeNull();
    expect(emptyCart.closest('.sf-cart__list-actions')).not.toBeNull();
    await user.click(emptyCart);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Empty cart' }));
    const back = await screen.findByRole('link', { name: 'Continue shopping' });
    expect(back.getAttribute('href')).toBe('/shop');
  });

  it('has no axe violations with a refused coupon, an applied one and a quantity error', async () => {
    const { user, container } = await setup([[PRODUCT_IDS.ebook, 'EBOOK-PDF', 1]]);
    const field = screen.getByLabelText('Coupon code');
    await user.type(field, 'SAVE10{Enter}');
    await waitFor(() => expect(total('discount')).toBe('-$1.20'));
    await user.type(field, 'NOPE{Enter}');
    await screen.findByRole('alert');
    const input = screen.getByLabelText('Quantity');
    await user.clear(input);
    await user.type(input, '0{Enter}');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
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

  it('reads where Continue shopping leads, and refuses a script URL', () => {
    const element = document.createElement('div');
    element.dataset.continueShoppingUrl = '/shop';
    expect(parseProps(element)).toEqual({ ok: true, props: { continueShoppingUrl: '/shop' } });
    element.dataset.continueShoppingUrl = 'javascript:alert(1)';
    expect(parseProps(element)).toEqual({
      ok: false,
      error: 'data-continue-shopping-url must be a path on the site or an http(s) URL',
    });
  });
});
