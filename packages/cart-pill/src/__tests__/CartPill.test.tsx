// @vitest-environment happy-dom

import {
  act,
  cartWithQuantity,
  createTestProvider,
  render,
  screen,
} from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
