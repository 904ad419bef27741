import { Cart } from '@storefront-widgets/cart';
import { PRODUCT_IDS } from '@storefront-widgets/test-utils';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dataTwins } from './support/dataTwins';
import { fill, inDocs, screenOf } from './support/storyHelpers';
import {
  loadStorefront,
  type StorefrontParameters,
  type StoryCartLine,
  withStorefront,
} from './support/withStorefront';

const meta = {
  title: 'Widgets/Cart',
  component: Cart,
  parameters: { storeColumn: '60rem', ...inDocs({ height: '360px' }) },
  argTypes: dataTwins(Cart, {
    minimumSubtotalCents: '`data-minimum-subtotal-cents`',
    continueShoppingUrl: '`data-continue-shopping-url`',
  }),
  loaders: [loadStorefront],
  decorators: [withStorefront],
} satisfies Meta<typeof Cart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tee (size M, white) and an e-book: $50.00 + $12.00. */
const TEE_AND_EBOOK: StoryCartLine[] = [
  { itemId: PRODUCT_IDS.tee, sku: 'TEE-M-WHT', quantity: 2 },
  { itemId: PRODUCT_IDS.ebook, sku: 'EBOOK-PDF', quantity: 1 },
];

const withCart = (cart: StoryCartLine[], backend?: StorefrontParameters['backend']) => ({
  storefront: { cart, ...(backend ? { backend } : {}) },
});

const totalOf = (canvasElement: HTMLElement, key: string) =>
  canvasElement.querySelector(`[data-total="${key}"] dd`)?.textContent;

/** No entries: the spec's 'You have nothing in your shopping cart.', 'Continue shopping', and no checkout. */
export const Empty: Story = {
  parameters: inDocs('inline'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('You have nothing in your shopping cart.');
    await expect(canvas.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).toBeNull();
  },
};

/** Two entries, each with its variant, quantity, price and subtotal; the totals in the cart's currency. */
export const WithItems: Story = {
  parameters: withCart(TEE_AND_EBOOK),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await canvas.findByText('Size: M, Color: White');
    await expect(totalOf(canvasElement, 'subtotal')).toBe('$62.00');
  },
};

/** An engraved mug shows its answers, with 'Edit answers' to change them in the product's form. */
export const WithAnswers: Story = {
  parameters: withCart([
    {
      itemId: PRODUCT_IDS.engravedMug,
      sku: 'MUG-ENGRAVED',
      quantity: 1,
      additionalFields: JSON.stringify({ engraving: 'Ada', font: 'Serif' }),
    },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit answers' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await fill(await within(dialog).findByLabelText('Engraving text', { exact: false }), 'Grace');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save answers' }));
    await canvas.findByText('Grace');
  },
};

/** A typed quantity is saved on Enter (or blur) and the totals follow. */
export const ChangesQuantity: Story = {
  parameters: withCart([{ itemId: PRODUCT_IDS.tee, sku: 'TEE-M-WHT', quantity: 1 }]),
  play: async ({ canvasElement }) => {
    await fill(within(canvasElement).getByLabelText('Quantity'), '3');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(totalOf(canvasElement, 'subtotal')).toBe('$75.00'));
  },
};

/** The + button adds one; the totals are marked updating until the cart has answered (held here). */
export const Updating: Story = {
  parameters: withCart(TEE_AND_EBOOK, { answers: { 'PUT /api/commerce/shopping-cart/entries/*': 'hold' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Classic Tee' }));
    await expect(canvas.getAllByLabelText('Quantity')[0]).toHaveProperty('value', '3');
    await waitFor(() =>
      expect(canvasElement.querySelector('.sf-cart__totals')?.getAttribute('aria-busy')).toBe('true'),
    );
  },
};

/** SAVE10 applied: listed under 'Applied coupons', with the discount line in the totals. */
export const CouponApplied: Story = {
  parameters: withCart(TEE_AND_EBOOK),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByLabelText('Coupon code'), 'SAVE10');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(totalOf(canvasElement, 'discount')).toBe('-$6.20'));
    await expect(canvas.getByRole('list', { name: 'Applied coupons' }).textContent).toContain('SAVE10');
  },
};

/** FIVEOFF on a $12.00 cart: the backend's reason beside the field, the code under 'Coupons not applied'. */
export const CouponRefused: Story = {
  parameters: withCart([{ itemId: PRODUCT_IDS.ebook, sku: 'EBOOK-PDF', quantity: 1 }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByLabelText('Coupon code'), 'FIVEOFF');
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert.textContent).toBe(
      'Unable to apply coupon The order subtotal is below the coupon minimum.',
    );
    await expect(canvas.getByRole('list', { name: 'Coupons not applied' }).textContent).toContain('FIVEOFF');
    await expect(canvasElement.querySelector('[data-total="discount"]')).toBeNull();
  },
};

/** 0 is refused before any request: 'Unable to update quantity' tied to the input. */
export const QuantityRefused: Story = {
  parameters: withCart([{ itemId: PRODUCT_IDS.tee, sku: 'TEE-M-WHT', quantity: 1 }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Quantity');
    await fill(input, '0');
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert.textContent).toBe('Unable to update quantity Quantity must be between 1 and 9999.');
    await expect(input.getAttribute('aria-invalid')).toBe('true');
  },
};

/** While an update is in flight the cart says 'Updating your cart…' and holds checkout. */
export const Recalculating: Story = {
  parameters: withCart(TEE_AND_EBOOK, { answers: { 'PUT /api/commerce/shopping-cart/entries/*': 'hold' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [input] = canvas.getAllByLabelText('Quantity');
    if (!input) throw new Error('no quantity input');
    await fill(input, '4');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvasElement.querySelector('.sf-cart__status')?.textContent).toBe('Updating your cart…'),
    );
    await expect(canvas.getByRole('button', { name: 'Checkout' }).getAttribute('aria-disabled')).toBe('true');
  },
};

/** The server refuses the update: the spec's title with the server's reason, the old quantity kept. */
export const UpdateFails: Story = {
  parameters: withCart([{ itemId: PRODUCT_IDS.tee, sku: 'TEE-M-WHT', quantity: 1 }], {
    answers: {
      'PUT /api/commerce/shopping-cart/entries/*': { status: 500, body: { message: 'The store is busy.' } },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Quantity') as HTMLInputElement;
    await fill(input, '2');
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toMatch(/^Unable to update quantity /));
    await waitFor(() => expect(input.value).toBe('1'));
  },
};

/** Below the store's minimum subtotal: the message, and checkout held until the cart reaches it. */
export const BelowMinimum: Story = {
  args: { minimumSubtotalCents: 1500 },
  parameters: withCart([{ itemId: PRODUCT_IDS.ebook, sku: 'EBOOK-PDF', quantity: 1 }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('To check out, your order subtotal must be $15.00 or more.');
    await expect(canvas.getByRole('button', { name: 'Checkout' }).getAttribute('aria-disabled')).toBe('true');
  },
};

/** Checkout opens through the commerce navigation (recorded here instead of leaving the story). */
export const ChecksOut: Story = {
  parameters: withCart(TEE_AND_EBOOK),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Checkout' }));
    await within(canvasElement).findByText('Navigated to: /checkout');
  },
};

/** 'Empty cart' asks first; confirming removes every entry. */
export const EmptiesCart: Story = {
  parameters: withCart(TEE_AND_EBOOK),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Empty cart' }));
    const dialog = await screenOf(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Empty cart' }));
    await within(canvasElement).findByText('You have nothing in your shopping cart.');
  },
};
