import { AddToCartButton } from '@storefront/add-to-cart-button';
import { createCatalogue, PRODUCT_IDS } from '@storefront/test-utils';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadStorefront, withStorefront } from './support/withStorefront';

const product = (id: string) => {
  const found = createCatalogue().find((item) => item.id === id);
  if (!found) throw new Error(`no seeded product ${id}`);
  return found;
};

const meta = {
  title: 'Widgets/AddToCartButton',
  component: AddToCartButton,
  loaders: [loadStorefront],
  decorators: [withStorefront],
  args: { product: product(PRODUCT_IDS.tee) },
} satisfies Meta<typeof AddToCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product with Size × Color: both selects, the quantity input, 'Add To Cart'. */
export const Idle: Story = {};

/** Choose a variant and add it: 'Adding…', then 'Added!' about a second after the server answers. */
export const AddingThenAdded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Size'), 'S');
    await userEvent.selectOptions(canvas.getByLabelText('Color'), 'White');
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Adding…' })).toBeTruthy());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Added!' })).toBeTruthy(), {
      timeout: 3000,
    });
  },
};

/** Nothing chosen: the alert names both missing options. */
export const MissingOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Cart' }));
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(within(alert).getByText('Unable to Add Item')).toBeTruthy();
    await expect(within(alert).getByText('Please select the Size and Color options.')).toBeTruthy();
  },
};
