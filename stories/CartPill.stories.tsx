import { AddToCartButton } from '@storefront-widgets/add-to-cart-button';
import { CartPill } from '@storefront-widgets/cart-pill';
import { PRODUCT_IDS } from '@storefront-widgets/test-utils';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dataTwins } from './support/dataTwins';
import { inDocs, seededProduct } from './support/storyHelpers';
import { loadStorefront, type StorefrontParameters, withStorefront } from './support/withStorefront';

const meta = {
  title: 'Widgets/CartPill',
  component: CartPill,
  parameters: inDocs({ height: '120px' }),
  argTypes: dataTwins(CartPill, {
    isCartPage: "`isCartPage` in the page's `data-storefront-config` JSON",
    isExpressCheckout: "`isExpressCheckout` in the page's `data-storefront-config` JSON",
    hasCustomCart: "`hasCustomCart` in the page's `data-storefront-config` JSON",
  }),
  loaders: [loadStorefront],
  decorators: [withStorefront],
} satisfies Meta<typeof CartPill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cart holding `quantity` art prints (unlimited stock), put there through the API. */
const withPrints = (quantity: number): { storefront: StorefrontParameters } => ({
  storefront: { cart: [{ itemId: PRODUCT_IDS.poster, sku: 'POSTER-A3', quantity }] },
});

async function expectPill(canvasElement: HTMLElement, label: string, text: string) {
  const pill = await within(canvasElement).findByRole('link', { name: label });
  await expect(pill.getAttribute('href')).toBe('/cart');
  await expect(pill.querySelector('.sf-cart-pill-count')?.textContent).toBe(text);
}

/** An empty cart: the pill is hidden (it is in the page, `hidden`, so it can fade in later). */
export const Empty: Story = {
  parameters: inDocs('inline'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('.sf-cart-pill')?.hasAttribute('hidden')).toBe(true);
  },
};

/** One item: '1', spoken 'One item in cart'. */
export const OneItem: Story = {
  parameters: withPrints(1),
  play: ({ canvasElement }) => expectPill(canvasElement, 'One item in cart', '1'),
};

/** Two items: '2', spoken '2 items in cart'. */
export const TwoItems: Story = {
  parameters: withPrints(2),
  play: ({ canvasElement }) => expectPill(canvasElement, '2 items in cart', '2'),
};

/** Exactly 100 items still shows the number. */
export const HundredItems: Story = {
  parameters: withPrints(100),
  play: ({ canvasElement }) => expectPill(canvasElement, '100 items in cart', '100'),
};

/** 101 items: '100+', spoken 'More than 100 items in cart'. */
export const OverHundredItems: Story = {
  parameters: withPrints(101),
  play: ({ canvasElement }) => expectPill(canvasElement, 'More than 100 items in cart', '100+'),
};

/** A click opens /cart (recorded here instead of leaving the story). */
export const OpensCart: Story = {
  parameters: withPrints(1),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('link', { name: 'One item in cart' }));
    await within(canvasElement).findByText('Navigated to: /cart');
  },
};

/**
 * From empty to one: adding a print fades the pill in and announces the add with the new count,
 * politely and once ('Added to cart: Art Print, quantity 1. One item in cart').
 */
export const AppearsWhenAdded: Story = {
  render: (args) => (
    <>
      <AddToCartButton product={seededProduct(PRODUCT_IDS.poster)} />
      <CartPill {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Cart' }));
    await expectPill(canvasElement, 'One item in cart', '1');
    await waitFor(() =>
      expect(canvas.getByRole('status').textContent).toBe(
        'Added to cart: Art Print, quantity 1. One item in cart',
      ),
    );
  },
};

/**
 * After an add, a confirmation beside the pill: the item with its options, the quantity added and
 * a link to the cart. It takes no focus, is said once ('Added to cart: Classic Tee, Size: S,
 * Color: White, quantity 2. 2 items in cart'), and goes by itself after 6 s, on Escape or with its
 * close button. Its code loads at the first add.
 */
export const ConfirmsAnAdd: Story = {
  parameters: inDocs({ height: '360px' }),
  render: (args) => (
    <>
      <AddToCartButton product={seededProduct(PRODUCT_IDS.tee)} />
      <CartPill {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.selectOptions(canvas.getByLabelText('Size'), 'S');
    await userEvent.selectOptions(canvas.getByLabelText('Color'), 'White');
    await userEvent.clear(canvas.getByLabelText('Quantity'));
    await userEvent.type(canvas.getByLabelText('Quantity'), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Cart' }));
    const confirmation = await page.findByRole('region', { name: 'Added to cart' });
    await expect(confirmation.textContent).toContain('Classic Tee');
    await expect(confirmation.textContent).toContain('Size: S, Color: White');
    await expect(confirmation.textContent).toContain('Quantity: 2');
    await expect(within(confirmation).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe(
      '/cart',
    );
    await waitFor(() =>
      expect(canvas.getByRole('status').textContent).toBe(
        'Added to cart: Classic Tee, Size: S, Color: White, quantity 2. 2 items in cart',
      ),
    );
    await expect(confirmation.contains(canvasElement.ownerDocument.activeElement)).toBe(false);
  },
};

/** On the cart page (also in express checkout or with a custom cart) the pill is not rendered. */
export const NotOnCartPage: Story = {
  parameters: { storefront: { ...withPrints(1).storefront, settings: { isCartPage: true } } },
  render: (args) => (
    <>
      <p>This is the cart page: no cart pill.</p>
      <CartPill {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sf-cart-pill')).toBeNull();
  },
};
