// @vitest-environment happy-dom
import {
  type CommerceNavigation,
  createCartStore,
  createHttpClient,
  createProductSelection,
  getDefaultMessages,
  type Product,
} from '@storefront-widgets/core';
import { createInPageBackend } from '@storefront-widgets/mock-backend/browser';
import { StorefrontProvider } from '@storefront-widgets/react';
import { createCatalogue, PRODUCT_IDS } from '@storefront-widgets/test-utils';
import { render, screen, waitFor, within } from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddToCartButton, parseProduct } from '../index';

const seeded = (id: string): Product => {
  const product = createCatalogue().find((item) => item.id === id);
  if (!product) throw new Error(`no seeded product ${id}`);
  return product;
};

/** The block as a page carries it: parsed from the product JSON, like the drop-in does. */
const productProps = (id: string) => {
  const product = parseProduct(seeded(id));
  if (typeof product === 'string') throw new Error(product);
  return product;
};

// Each test is a new visitor: no cart or crumb cookie carried over from the previous one.
afterEach(() => {
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim())) {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring the page's own cookies is the point
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});

/** Renders against the reference backend running in the page, with recorded navigation. */
async function setup(
  node: ReactNode,
  settings: { isExpressCheckout?: boolean } = {},
  backendOptions: { servedByBackend?: boolean } = {},
) {
  const backend = await createInPageBackend(backendOptions);
  const client = createHttpClient({ baseUrl: backend.origin, fetch: backend.fetch });
  const messages = getDefaultMessages();
  const cartStore = createCartStore({ client, messages });
  const visited: string[] = [];
  const record = (url: string) => () => visited.push(url);
  const navigation: CommerceNavigation = {
    goToCart: record('/cart'),
    goToCheckout: record('/checkout'),
    goToSubscriptionCheckout: (token) => visited.push(`/subscription/${token}`),
    goToGiftCardPage: (productId, sku) => visited.push(`/gift-card/${productId}/${sku}`),
  };
  const user = userEvent.setup();
  render(
    <StorefrontProvider
      client={client}
      cartStore={cartStore}
      messages={messages}
      navigation={navigation}
      settings={settings}
    >
      {node}
    </StorefrontProvider>,
  );
  return { user, cartStore, visited };
}

const alertText = async () => {
  const alert = await screen.findByRole('alertdialog');
  return { title: within(alert).getByRole('heading').textContent, text: alert.textContent ?? '' };
};

describe('AddToCartButton', () => {
  it('renders a select per option with the "Select {name}" prompt, the quantity input and the label', async () => {
    await setup(<AddToCartButton product={productProps(PRODUCT_IDS.tee)} />);
    const size = screen.getByLabelText('Size');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Size', 'S', 'M', 'L']);
    const quantity = screen.getByLabelText('Quantity') as HTMLInputElement;
    expect([quantity.type, quantity.min, quantity.max, quantity.step, quantity.value]).toEqual([
      'number',
      '1',
      '9999',
      '1',
      '1',
    ]);
    expect(screen.queryAllByRole('button', { name: 'Add To Cart' })).toHaveLength(1);
  });

  it('names every option not chosen, in an alert titled "Unable to Add Item"', async () => {
    const { user } = await setup(<AddToCartButton product={productProps(PRODUCT_IDS.tee)} />);
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await alertText()).toEqual({
      title: 'Unable to Add Item',
      text: expect.stringContaining('Please select the Size and Color options.'),
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('marks the unset selects and, once the alert is closed, focuses the first of them', async () => {
    const { user } = await setup(<AddToCartButton product={productProps(PRODUCT_IDS.tee)} />);
    await user.selectOptions(screen.getByLabelText('Size'), 'M');
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect((await alertText()).text).toContain('Please select the Color option.');
    const color = screen.getByLabelText('Color');
    expect(color.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Size').getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(document.activeElement).toBe(color));
    await user.selectOptions(color, 'White');
    expect(color.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses more than the variant has with the spec message', async () => {
    const { user } = await setup(<AddToCartButton product={productProps(PRODUCT_IDS.tee)} />);
    await user.selectOptions(screen.getByLabelText('Size'), 'L');
    await user.selectOptions(screen.getByLabelText('Color'), 'Black');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '3');
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect((await alertText()).text).toContain('Sorry, we do not have enough of that item available.');
  });

  it('shows a sold-out variant before the click: marked in the select, the button disabled', async () => {
    const { user } = await setup(<AddToCartButton product={productProps(PRODUCT_IDS.tee)} />);
    await user.selectOptions(screen.getByLabelText('Size'), 'M');
    // With M chosen, only White is in stock.
    const colors = [...(screen.getByLabelText('Color') as HTMLSelectElement).options].map((o) => o.text);
    expect(colors).toEqual(['Select Color', 'Black (sold out)', 'White']);
    await user.selectOptions(screen.getByLabelText('Color'), 'Black');
    const button = screen.getByRole('button', { name: 'sold out' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Color'), 'White');
    expect((screen.getByRole('button', { name: 'Add To Cart' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the store's sold-out text on a product whose only variant is sold out", async () => {
    await setup(
      <AddToCartButton product={productProps(PRODUCT_IDS.soldOutVinyl)} soldOutText="Gone for now" />,
    );
    expect((screen.getByRole('button', { name: 'Gone for now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('writes the chosen variant price into the price element, the regular one struck through on sale', async () => {
    const product = productProps(PRODUCT_IDS.giftCard);
    const block = document.createElement('div');
    block.innerHTML = '<p class="price">$25.00</p>';
    document.body.append(block);
    const { user } = await setup(<AddToCartButton product={product} priceSelector=".price" />);
    // The widget renders inside the page; move the price next to it, as in a product block.
    screen.getByRole('button').closest('div')?.parentElement?.append(block);
    await user.selectOptions(screen.getByLabelText('Amount'), '$100');
    await waitFor(() => expect(block.querySelector('.price')?.textContent).toBe('$100.00'));
  });

  it.each([
    ['1.5', 'Quantity must be a whole number'],
    ['', 'Quantity must be a number.'],
  ])('refuses the quantity %j with "%s"', async (value, message) => {
    const { user } = await setup(<AddToCartButton product={productProps(PRODUCT_IDS.poster)} />);
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    if (value) await user.type(quantity, value);
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect((await alertText()).text).toContain(message);
  });

  it('adds to the cart: Adding…, then Added!, then back to Add To Cart; a click while Added! is ignored', async () => {
    const { user, cartStore } = await setup(<AddToCartButton product={productProps(PRODUCT_IDS.poster)} />);
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(screen.queryAllByRole('button', { name: 'Adding…' })).toHaveLength(1);
    await waitFor(() => expect(cartStore.getState().cart?.totalQuantity).toBe(1));
    // Still 'Adding…' for about a second after the server answered.
    expect(screen.queryAllByRole('button', { name: 'Adding…' })).toHaveLength(1);
    const added = await screen.findByRole('button', { name: 'Added!' }, { timeout: 2000 });
    await user.click(added);
    await screen.findByRole('button', { name: 'Add To Cart' }, { timeout: 3000 });
    expect(cartStore.getState().cart?.totalQuantity).toBe(1);
  });

  it('adds on the first click of a visitor whose page never touched the backend (no crumb yet)', async () => {
    const { user, cartStore } = await setup(
      <AddToCartButton product={productProps(PRODUCT_IDS.poster)} />,
      {},
      { servedByBackend: false },
    );
    expect(document.cookie).not.toContain('crumb=');
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await screen.findByRole('button', { name: 'Added!' }, { timeout: 2000 });
    expect(cartStore.getState().cart?.totalQuantity).toBe(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows "Subscribe" without a quantity input and goes to the subscription checkout with the cart token', async () => {
    const { user, visited } = await setup(
      <AddToCartButton product={productProps(PRODUCT_IDS.coffeeSubscription)} />,
    );
    expect(screen.queryByLabelText('Quantity')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(visited).toEqual([expect.stringMatching(/^\/subscription\/.+/)]));
  });

  it('asks for a gift card denomination, then opens the gift-card page with the product and the choice', async () => {
    const { user, visited } = await setup(<AddToCartButton product={productProps(PRODUCT_IDS.giftCard)} />);
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    const alert = await alertText();
    expect(alert).toEqual({
      title: 'Unable to purchase Gift Card',
      text: expect.stringContaining('Select a denomination for the Gift Card'),
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.selectOptions(screen.getByLabelText('Amount'), '$50');
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(visited).toEqual(['/gift-card/prod-gift-card/GIFT-50']);
  });

  it('goes straight to checkout in express checkout, and titles failures "Unable to Purchase Item"', async () => {
    const { user, visited } = await setup(<AddToCartButton product={productProps(PRODUCT_IDS.tee)} />, {
      isExpressCheckout: true,
    });
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect((await alertText()).title).toBe('Unable to Purchase Item');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.selectOptions(screen.getByLabelText('Size'), 'S');
    await user.selectOptions(screen.getByLabelText('Color'), 'White');
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(visited).toEqual(['/checkout']));
  });

  it('switches the product block image to the chosen variant', async () => {
    const product = productProps(PRODUCT_IDS.tee);
    const withImages = {
      ...product,
      variants: product.variants.map((variant) => ({
        ...variant,
        imageUrl: `/img/${variant.attributes.Color}.svg`,
      })),
    };
    const { user } = await setup(
      <div>
        <img className="hero" src="/img/default.svg" alt="Classic Tee" />
        <div>
          <AddToCartButton product={withImages} imageSelector=".hero" />
        </div>
      </div>,
    );
    await user.selectOptions(screen.getByLabelText('Size'), 'S');
    await user.selectOptions(screen.getByLabelText('Color'), 'Black');
    expect(screen.getByRole('img', { name: 'Classic Tee' }).getAttribute('src')).toBe('/img/Black.svg');
  });

  it('checks stock, then opens the product form; its answers travel with the cart entry', async () => {
    const { user, cartStore } = await setup(
      <AddToCartButton product={productProps(PRODUCT_IDS.engravedMug)} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Engraving' });
    await user.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(cartStore.getState().cart).toBeNull();

    await user.type(within(dialog).getByLabelText(/Engraving text/), 'For Ada');
    await user.selectOptions(within(dialog).getByLabelText(/Font/), 'Serif');
    await user.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const entry = cartStore.getState().cart?.entries[0];
    expect(entry?.chosenVariant.sku).toBe('MUG-ENGRAVED');
    expect(JSON.parse(entry?.additionalFields ?? '{}')).toEqual({ engraving: 'For Ada', font: 'Serif' });
  });

  it("shows and adds the choice of a product-selection store it shares with the block's other widgets", async () => {
    const product = productProps(PRODUCT_IDS.tee);
    const selection = createProductSelection(product);
    const { user, cartStore } = await setup(<AddToCartButton product={product} selection={selection} />);
    // Chosen elsewhere in the block (a swatch, a script): the selects show it.
    selection.setSelectedOptions({ Size: 'L', Color: 'White' });
    await waitFor(() => expect((screen.getByLabelText('Size') as HTMLSelectElement).value).toBe('L'));
    expect((screen.getByLabelText('Color') as HTMLSelectElement).value).toBe('White');
    // Chosen here: the store has it, for the block's price, restock form and installment pill.
    await user.selectOptions(screen.getByLabelText('Color'), 'Black');
    expect(selection.getState().variant?.sku).toBe('TEE-L-BLK');
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(cartStore.getState().cart?.entries[0]?.chosenVariant.sku).toBe('TEE-L-BLK'));
  });
});
