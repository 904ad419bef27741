// @vitest-environment happy-dom

import { type CartAddition, COMPILED_FR, createMessages } from '@storefront-widgets/core';
import { createCartEntry } from '@storefront-widgets/test-utils';
import {
  act,
  cartWithQuantity,
  createTestProvider,
  render,
  screen,
  waitFor,
} from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartPill, parseProps } from '../index';

function renderPill(quantity: number | undefined, options: Parameters<typeof createTestProvider>[0] = {}) {
  const setup = createTestProvider({ ...options, ...(quantity === undefined ? {} : { quantity }) });
  const view = render(<CartPill />, { wrapper: setup.Wrapper });
  return { ...setup, ...view };
}

describe('CartPill', () => {
  it('is hidden while the cart is empty', () => {
    renderPill(0);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is hidden before the cart is loaded', () => {
    renderPill(undefined);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    [1, 'One item in cart', '1'],
    [3, '3 items in cart', '3'],
    [100, '100 items in cart', '100'],
    [101, 'More than 100 items in cart', '100+'],
  ])('with %i items is a link to /cart named "%s" showing "%s"', (quantity, label, text) => {
    renderPill(quantity);
    const link = screen.getByRole('link', { name: label });
    expect(link.getAttribute('href')).toBe('/cart');
    // What the eye reads is the count alone; the name above is what a screen reader says.
    expect(link.querySelector('[aria-hidden="true"].sf-cart-pill-count')?.textContent).toBe(text);
    expect(link.className).toContain('sf-cart-pill--visible');
  });

  it('fades in when the first item is added and announces the change politely', () => {
    const { cartStore } = renderPill(0);
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => cartStore.setState({ cart: cartWithQuantity(1) }));
    expect(screen.getByRole('link', { name: 'One item in cart' }).className).toContain(
      'sf-cart-pill--visible',
    );
    expect(screen.getByRole('status').textContent).toBe('One item in cart');
    act(() => cartStore.setState({ cart: cartWithQuantity(2) }));
    expect(screen.getByRole('status').textContent).toBe('2 items in cart');
  });

  it('does not announce the count the page loaded with', () => {
    renderPill(4);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('opens the cart through the injected navigation (which sets the editor frame URL in the editor)', async () => {
    const goToCart = vi.fn();
    renderPill(2, { navigation: { goToCart } });
    await userEvent.click(screen.getByRole('link', { name: '2 items in cart' }));
    expect(goToCart).toHaveBeenCalledTimes(1);
  });

  it('is keyboard operable', async () => {
    const user = userEvent.setup();
    const goToCart = vi.fn();
    renderPill(2, { navigation: { goToCart } });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '2 items in cart' }));
    await user.keyboard('{Enter}');
    expect(goToCart).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the cart page', { isCartPage: true }],
    ['express checkout', { isExpressCheckout: true }],
    ['a custom cart', { hasCustomCart: true }],
  ])('is not shown on %s', (_, settings) => {
    renderPill(5, { settings });
    expect(screen.queryByRole('link')).toBeNull();
  });
});

/** An add of `quantity` tees (size S, white) that left the cart with `total` items. */
function teeAddition(quantity: number, total: number): CartAddition {
  return {
    entry: createCartEntry({
      itemId: 'prod-tee',
      title: 'Classic Tee',
      quantity: total,
      chosenVariant: { sku: 'TEE-S-WHT', attributes: { Size: 'S', Color: 'White' } },
    }),
    quantity,
  };
}

describe('CartPill: the confirmation of an add', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A pill with one item, then an add of two tees (one store change, as the cart store makes it). */
  async function renderAfterAdd(options: Parameters<typeof createTestProvider>[0] = {}) {
    const setup = renderPill(1, options);
    act(() => setup.cartStore.setState({ cart: cartWithQuantity(3), lastAddition: teeAddition(2, 2) }));
    const confirmation = await screen.findByRole('region');
    return { ...setup, confirmation };
  }

  it('shows the item, its options, the quantity added and a link to the cart, without taking focus', async () => {
    const goToCart = vi.fn();
    const { confirmation } = await renderAfterAdd({ navigation: { goToCart } });
    expect(screen.getByRole('region', { name: 'Added to cart' })).toBe(confirmation);
    expect(confirmation.textContent).toContain('Classic Tee');
    expect(confirmation.textContent).toContain('Size: S, Color: White');
    expect(confirmation.textContent).toContain('Quantity: 2');
    expect(document.activeElement).toBe(document.body);
    const link = screen.getByRole('link', { name: 'View cart' });
    expect(link.getAttribute('href')).toBe('/cart');
    await userEvent.click(link);
    expect(goToCart).toHaveBeenCalledTimes(1);
  });

  it('is announced once: what was added and the new count, in one message', async () => {
    const { cartStore } = await renderAfterAdd();
    const status = screen.getByRole('status');
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Added to cart: Classic Tee, Size: S, Color: White, quantity 2. 3 items in cart',
      ),
    );
    // Only the pill's live region speaks: the confirmation itself is no live region.
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
    // Another change of the cart (not an add) is said as before, and does not repeat the add.
    act(() => cartStore.setState({ cart: cartWithQuantity(4) }));
    expect(status.textContent).toBe('4 items in cart');
  });

  it('says a second add of the same line anew', async () => {
    const { cartStore } = await renderAfterAdd();
    act(() => cartStore.setState({ cart: cartWithQuantity(4), lastAddition: teeAddition(1, 3) }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Added to cart: Classic Tee, Size: S, Color: White, quantity 1. 4 items in cart',
      ),
    );
    expect(screen.getAllByRole('region', { name: 'Added to cart' })).toHaveLength(1);
    expect(screen.getByRole('region').textContent).toContain('Quantity: 1');
  });

  it('goes by itself after 6 seconds, but not while the pointer is over it', async () => {
    const { confirmation } = await renderAfterAdd();
    vi.useFakeTimers();
    // React listens to mouseover/mouseout, preact to mouseenter/mouseleave: a pointer sends both.
    const pointer = (...types: string[]) =>
      act(async () => {
        for (const type of types) confirmation.dispatchEvent(new MouseEvent(type, { bubbles: true }));
      });
    await pointer('mouseover', 'mouseenter');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('region')).not.toBeNull();
    await pointer('mouseout', 'mouseleave');
    act(() => vi.advanceTimersByTime(5_900));
    expect(screen.queryByRole('region')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('region')).toBeNull();
    // The pill stays.
    expect(screen.getByRole('link', { name: '3 items in cart' })).not.toBeNull();
  });

  it('goes on Escape', async () => {
    const user = userEvent.setup();
    await renderAfterAdd();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('closes with its close button from the keyboard, leaving the focus on the pill', async () => {
    const user = userEvent.setup();
    await renderAfterAdd();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '3 items in cart' }));
  });

  it('is in French on a French page', async () => {
    await renderAfterAdd({ messages: createMessages({ locale: 'fr-CA', catalogue: COMPILED_FR }) });
    const confirmation = screen.getByRole('region', { name: 'Ajouté au panier' });
    expect(confirmation.textContent).toContain('Size : S, Color : White');
    expect(confirmation.textContent).toContain('Quantité : 2');
    expect(screen.getByRole('link', { name: 'Voir le panier' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Fermer' })).not.toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Ajouté au panier : Classic Tee, Size : S, Color : White, quantité 2. 3 articles dans le panier',
      ),
    );
  });

  it('does not show an add made before the pill mounted', () => {
    const setup = createTestProvider({ quantity: 2 });
    act(() => setup.cartStore.setState({ lastAddition: teeAddition(2, 2) }));
    render(<CartPill />, { wrapper: setup.Wrapper });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('parseProps', () => {
  const element = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host.firstElementChild as HTMLElement;
  };

  it('reads the optional page flags', () => {
    expect(parseProps(element('<div data-is-cart-page data-has-custom-cart="false"></div>'))).toEqual({
      ok: true,
      props: { isCartPage: true, hasCustomCart: false },
    });
    expect(parseProps(element('<div></div>'))).toEqual({ ok: true, props: {} });
  });

  it('names a malformed flag', () => {
    expect(parseProps(element('<div data-is-express-checkout="yes"></div>'))).toEqual({
      ok: false,
      error: 'data-is-express-checkout must be true or false, got "yes"',
    });
  });
});
