// @vitest-environment happy-dom
import { createCartIndicator } from '@storefront-widgets/platform/cartIndicator';
import { beforeEach, describe, expect, it } from 'vitest';

function indicator(html: string) {
  document.body.innerHTML = `<a class="cart" href="/cart">${html}</a>`;
  return document.querySelector('.cart') as HTMLElement;
}

describe('the template-integrated cart indicator (platform §4)', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('starts with the label of zero items, not yet initialized', () => {
    const root = indicator('<span data-cart-quantity>0</span>');
    createCartIndicator(root);
    expect(root.getAttribute('aria-label')).toBe('0 items in cart');
    expect(root.hasAttribute('data-initialized')).toBe(false);
  });

  it('marks itself initialized on sync, and empty only when items is 0', () => {
    const root = indicator('<span data-cart-quantity></span><span data-cart-subtotal></span>');
    const cart = createCartIndicator(root);
    cart.sync({ items: 0, subtotal: '$0.00' });
    expect(root.hasAttribute('data-initialized')).toBe(true);
    expect(root.hasAttribute('data-empty')).toBe(true);
    cart.sync({ items: 2, subtotal: '$50.00' });
    expect(root.hasAttribute('data-empty')).toBe(false);
    cart.sync({ items: 0 });
    expect(root.hasAttribute('data-empty')).toBe(true);
  });

  it.each([
    [1, '1', 'One item in cart'],
    [7, '7', '7 items in cart'],
    [100, '100', '100 items in cart'],
    [101, '100+', 'More than 100 items in cart'],
  ])('shows %i items as %j, spoken %j', (items, text, label) => {
    const root = indicator('<span data-cart-quantity></span>');
    createCartIndicator(root).sync({ items });
    expect(root.querySelector('[data-cart-quantity]')?.textContent).toBe(text);
    expect(root.getAttribute('aria-label')).toBe(label);
  });

  it("is labelled 'Cart' when the template has no quantity element", () => {
    const root = indicator('<svg aria-hidden="true"></svg>');
    const cart = createCartIndicator(root);
    expect(root.getAttribute('aria-label')).toBe('Cart');
    cart.sync({ items: 3 });
    expect(root.getAttribute('aria-label')).toBe('Cart');
  });

  it('shows the subtotal exactly as given', () => {
    const root = indicator('<span data-cart-quantity></span><span data-cart-subtotal>–</span>');
    const cart = createCartIndicator(root);
    cart.sync({ items: 1, subtotal: '¥4,800' });
    expect(root.querySelector('[data-cart-subtotal]')?.textContent).toBe('¥4,800');
    cart.sync({ items: 1 });
    expect(root.querySelector('[data-cart-subtotal]')?.textContent).toBe('¥4,800');
  });

  it('takes its own selectors', () => {
    const root = indicator('<b class="qty"></b><i class="total"></i>');
    createCartIndicator(root, { quantitySelector: '.qty', subtotalSelector: '.total' }).sync({
      items: 4,
      subtotal: '€12.00',
    });
    expect(root.textContent).toBe('4€12.00');
  });
});
