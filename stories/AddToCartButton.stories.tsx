import { AddToCartButton } from '@storefront-widgets/add-to-cart-button';
import { PRODUCT_IDS } from '@storefront-widgets/test-utils';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dataTwins } from './support/dataTwins';
import { fill, inDocs, screenOf, seededProduct } from './support/storyHelpers';
import { loadStorefront, type StorefrontParameters, withStorefront } from './support/withStorefront';

const meta = {
  title: 'Widgets/AddToCartButton',
  component: AddToCartButton,
  parameters: { storeColumn: '29rem', ...inDocs({ height: '220px' }) },
  argTypes: dataTwins(AddToCartButton, {
    product: {
      twin: '`data-product` (JSON, or a child script element with data-product)',
      type: 'AddToCartProduct',
    },
    multipleQuantityAllowedForServices: '`data-multiple-quantity-allowed-for-services` (`true`/`false`)',
    imageSelector: '`data-image-selector` (CSS selector of the main image)',
    priceSelector: '`data-price-selector` (CSS selector of the price)',
    soldOutText: '`data-sold-out-text`',
    onResult: { twin: null, type: '(outcome: AddToCartResult) => void' },
  }),
  loaders: [loadStorefront],
  decorators: [withStorefront],
  args: { product: seededProduct(PRODUCT_IDS.tee) },
} satisfies Meta<typeof AddToCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const storefront = (parameters: StorefrontParameters) => ({ storefront: parameters });

/** Opens the alert the machine raised and checks its title and message. */
async function expectAlert(canvasElement: HTMLElement, title: string, message: string) {
  // The alert's code loads at the first failure: allow for a slow page (a docs page loads many).
  const alert = await screenOf(canvasElement).findByRole('alertdialog', undefined, { timeout: 5000 });
  await expect(within(alert).queryAllByRole('heading', { name: title })).toHaveLength(1);
  await expect(within(alert).queryAllByText(message)).toHaveLength(1);
}

async function choose(canvasElement: HTMLElement, choices: Record<string, string>) {
  const canvas = within(canvasElement);
  for (const [option, value] of Object.entries(choices)) {
    await userEvent.selectOptions(canvas.getByLabelText(option), value);
  }
}

const clickAdd = (canvasElement: HTMLElement, name = 'Add To Cart') =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));

/** A product with Size × Color: both selects ('Select Size', 'Select Color'), the quantity input, 'Add To Cart'. */
export const Idle: Story = { parameters: inDocs('inline') };

/** The request is in flight: the button reads 'Adding…' and ignores clicks. */
export const Adding: Story = {
  parameters: storefront({ backend: { answers: { 'POST /api/commerce/shopping-cart/entries': 'hold' } } }),
  play: async ({ canvasElement }) => {
    await choose(canvasElement, { Size: 'S', Color: 'White' });
    await clickAdd(canvasElement);
    const button = await within(canvasElement).findByRole('button', { name: 'Adding…' });
    await expect(button.getAttribute('aria-disabled')).toBe('true');
  },
};

/** Choose a variant and add it: 'Adding…', then 'Added!' about a second after the server answers. */
export const AddingThenAdded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, { Size: 'S', Color: 'White' });
    await clickAdd(canvasElement);
    await waitFor(() => expect(canvas.queryAllByRole('button', { name: 'Adding…' })).toHaveLength(1));
    await waitFor(() => expect(canvas.queryAllByRole('button', { name: 'Added!' })).toHaveLength(1), {
      timeout: 3000,
    });
  },
};

/** One option left unchosen: 'Please select the Color option.' */
export const MissingOneOption: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, { Size: 'M' });
    await clickAdd(canvasElement);
    await expectAlert(canvasElement, 'Unable to Add Item', 'Please select the Color option.');
  },
};

/** Nothing chosen: the alert names both missing options. */
export const MissingOptions: Story = {
  play: async ({ canvasElement }) => {
    await clickAdd(canvasElement);
    await expectAlert(canvasElement, 'Unable to Add Item', 'Please select the Size and Color options.');
  },
};

/** M / Black has none left: marked in the select, the button reads 'sold out' and is disabled. */
export const OutOfStock: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, { Size: 'M' });
    const colors = within(canvasElement).getByLabelText('Color') as HTMLSelectElement;
    await expect([...colors.options].map((option) => option.text)).toEqual([
      'Select Color',
      'Black (sold out)',
      'White',
    ]);
    await choose(canvasElement, { Color: 'Black' });
    const button = within(canvasElement).getByRole('button', { name: 'sold out' }) as HTMLButtonElement;
    await expect(button.disabled).toBe(true);
  },
};

/** A product whose only variant is sold out: no quantity input, a disabled 'sold out' button. */
export const SoldOutProduct: Story = {
  args: { product: seededProduct(PRODUCT_IDS.soldOutVinyl) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText('Quantity')).toBeNull();
    const button = within(canvasElement).getByRole('button', { name: 'sold out' }) as HTMLButtonElement;
    await expect(button.disabled).toBe(true);
  },
};

/** An empty quantity: 'Quantity must be a number.' */
export const QuantityNotANumber: Story = {
  args: { product: seededProduct(PRODUCT_IDS.poster) },
  play: async ({ canvasElement }) => {
    await userEvent.clear(within(canvasElement).getByLabelText('Quantity'));
    await clickAdd(canvasElement);
    await expectAlert(canvasElement, 'Unable to Add Item', 'Quantity must be a number.');
  },
};

/** A fractional quantity: 'Quantity must be a whole number'. */
export const QuantityNotWhole: Story = {
  args: { product: seededProduct(PRODUCT_IDS.poster) },
  play: async ({ canvasElement }) => {
    await fill(within(canvasElement).getByLabelText('Quantity'), '1.5');
    await clickAdd(canvasElement);
    await expectAlert(canvasElement, 'Unable to Add Item', 'Quantity must be a whole number');
  },
};

/** The server refuses with HTTP 429: 'Please try again in a few seconds.' in the error alert. */
export const ErrorRateLimited: Story = {
  args: { product: seededProduct(PRODUCT_IDS.poster) },
  parameters: storefront({ backend: { rateLimits: { addToCart: { limit: 0, windowMs: 10_000 } } } }),
  play: async ({ canvasElement }) => {
    await clickAdd(canvasElement);
    await expectAlert(canvasElement, 'Unable to Add Item', 'Please try again in a few seconds.');
  },
};

/** The server's own message: the cart holds dollars, this print is priced in euros. */
export const ErrorFromServer: Story = {
  args: { product: seededProduct(PRODUCT_IDS.poster) },
  parameters: storefront({ cart: [{ itemId: PRODUCT_IDS.tee, sku: 'TEE-S-WHT', quantity: 1 }] }),
  play: async ({ canvasElement }) => {
    await clickAdd(canvasElement);
    await expectAlert(
      canvasElement,
      'Unable to Add Item',
      'This item is priced in another currency than the items in your cart.',
    );
  },
};

/** Gift card: an 'Amount' select of the denominations, no quantity input. */
export const GiftCard: Story = {
  args: { product: seededProduct(PRODUCT_IDS.giftCard) },
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByLabelText('Amount');
    await expect(within(amount).queryAllByRole('option', { name: '$50' })).toHaveLength(1);
    await expect(within(canvasElement).queryByLabelText('Quantity')).toBeNull();
  },
};

/** Gift card without a denomination: 'Select a denomination for the Gift Card' under its own title. */
export const GiftCardNoDenomination: Story = {
  args: { product: seededProduct(PRODUCT_IDS.giftCard) },
  play: async ({ canvasElement }) => {
    await clickAdd(canvasElement);
    await expectAlert(
      canvasElement,
      'Unable to purchase Gift Card',
      'Select a denomination for the Gift Card',
    );
  },
};

/** Gift card with $50 chosen: goes to the gift-card page with the product and the denomination. */
export const GiftCardChosen: Story = {
  args: { product: seededProduct(PRODUCT_IDS.giftCard) },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, { Amount: '$50' });
    await clickAdd(canvasElement);
    await within(canvasElement).findByText(/Navigated to: .*productId=prod-gift-card.*GIFT-50/);
  },
};

/** Subscription: 'Subscribe', no quantity input; goes to the subscription checkout with the cart token. */
export const Subscription: Story = {
  args: { product: seededProduct(PRODUCT_IDS.coffeeSubscription) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText('Quantity')).toBeNull();
    await clickAdd(canvasElement, 'Subscribe');
    await within(canvasElement).findByText(/Navigated to: .*cartToken=/);
  },
};

/** Express checkout: failures are titled 'Unable to Purchase Item'. */
export const ExpressCheckoutError: Story = {
  parameters: storefront({ settings: { isExpressCheckout: true } }),
  play: async ({ canvasElement }) => {
    await clickAdd(canvasElement);
    await expectAlert(canvasElement, 'Unable to Purchase Item', 'Please select the Size and Color options.');
  },
};

/** Express checkout: a successful add goes straight to the checkout page. */
export const ExpressCheckoutSuccess: Story = {
  parameters: storefront({ settings: { isExpressCheckout: true } }),
  play: async ({ canvasElement }) => {
    await choose(canvasElement, { Size: 'S', Color: 'White' });
    await clickAdd(canvasElement);
    await within(canvasElement).findByText('Navigated to: /checkout');
  },
};

/** The product's custom button text replaces 'Add To Cart'. */
export const CustomButtonText: Story = {
  args: {
    product: {
      ...seededProduct(PRODUCT_IDS.poster),
      useCustomAddButtonText: true,
      customAddButtonText: 'Pre-order',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button', { name: 'Pre-order' })).toHaveLength(1);
  },
};

const swatch = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${color}"/></svg>`,
  )}`;

/** The product block's main image switches to the chosen colour. */
export const VariantImage: Story = {
  args: {
    imageSelector: '.story-product-image',
    product: {
      ...seededProduct(PRODUCT_IDS.tee),
      variants: seededProduct(PRODUCT_IDS.tee).variants.map((variant) => ({
        ...variant,
        imageUrl: swatch(variant.attributes.Color === 'Black' ? '#111111' : '#eeeeee'),
      })),
    },
  },
  render: (args) => (
    <div className="story-product-block">
      <img
        className="story-product-image"
        src={swatch('#8a8a8a')}
        alt="Classic Tee"
        width={160}
        height={120}
      />
      <div>
        <AddToCartButton {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await choose(canvasElement, { Size: 'S', Color: 'Black' });
    const image = within(canvasElement).getByRole('img', { name: 'Classic Tee' });
    await waitFor(() => expect(image.getAttribute('src')).toBe(swatch('#111111')));
  },
};

/** Clicks 'Add To Cart' on the engraved mug and waits for its form's lightbox. */
async function openProductForm(canvasElement: HTMLElement) {
  await clickAdd(canvasElement);
  // The form's code and the stock check load at the click: allow for a slow page.
  return screenOf(canvasElement).findByRole('dialog', { name: 'Engraving' }, { timeout: 5000 });
}

/** A product with extra fields: stock is checked first, then its form opens in the lightbox. */
export const FormProductModalOpen: Story = {
  args: { product: seededProduct(PRODUCT_IDS.engravedMug) },
  // Room for the product form's lightbox.
  parameters: inDocs({ height: '560px' }),
  play: async ({ canvasElement }) => {
    const dialog = await openProductForm(canvasElement);
    await expect(await within(dialog).findAllByLabelText('Engraving text')).toHaveLength(1);
    await expect(within(dialog).queryAllByRole('button', { name: 'Add To Cart' })).toHaveLength(1);
  },
};

/** The product form's answers are checked before anything is sent: 'Required'. */
export const FormProductRequired: Story = {
  args: { product: seededProduct(PRODUCT_IDS.engravedMug) },
  // Room for the product form's lightbox.
  parameters: inDocs({ height: '560px' }),
  play: async ({ canvasElement }) => {
    const dialog = await openProductForm(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(2));
  },
};

/** Saving the product form adds the item: the form's button reads 'Saving…' meanwhile (held open here). */
export const FormProductSaving: Story = {
  args: { product: seededProduct(PRODUCT_IDS.engravedMug) },
  parameters: {
    ...storefront({ backend: { answers: { 'POST /api/commerce/shopping-cart/entries': 'hold' } } }),
    ...inDocs({ height: '560px' }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openProductForm(canvasElement);
    await fill(await within(dialog).findByLabelText('Engraving text'), 'For Ada');
    await userEvent.selectOptions(within(dialog).getByLabelText('Font'), 'Serif');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));
    await within(dialog).findByRole('button', { name: 'Saving…' });
  },
};
