import {
  ADD_TO_CART_DELAYS,
  type AddToCartProduct,
  addToCartLabel,
  addToCartTransition,
  type CartApi,
  COMPILED_EN_INITIAL,
  createAddToCart,
  createCartApi,
  createCartStore,
  createCommerceNavigation,
  createLazyCartStore,
  createLazyMessages,
  defaultButtonLabel,
  getOptionValues,
  INITIAL_ADD_TO_CART_STATE,
  isQuantityInputVisible,
  type Messages,
  networkErrorToApiError,
  type Product,
  resolveVariant,
  selectPill,
} from '@storefront-widgets/core';
import { createForm, createFormField, createProduct, createVariant } from '@storefront-widgets/mock-backend';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as englishMessages, recordingNavigation, tee } from './helpers/fixtures';
import { createTestShop, type TestShopOptions } from './helpers/testShop';

/**
 * An add-to-cart button for a product as the page renders it, against the reference backend
 * seeded with that product. `serverStock` overrides what the backend holds per SKU (the page may be
 * stale), `shop` passes backend options (rate limits, a wrong crumb).
 */
async function setup(
  options: {
    product?: AddToCartProduct;
    isExpressCheckout?: boolean;
    serverStock?: Record<string, number>;
    shop?: TestShopOptions;
    messages?: Messages;
    /** Loads the cart's calls over the shop's client, as the drop-in does with its chunk. @default at once */
    loadApi?: (api: CartApi) => Promise<CartApi>;
  } = {},
) {
  const messages = options.messages ?? englishMessages;
  const product = options.product ?? tee();
  const seeded: Product = createProduct({
    id: product.id,
    name: product.name ?? product.id,
    productType: product.productType,
    additionalFieldsFormId: product.additionalFieldsFormId ?? null,
    subscriptionPlan: product.isSubscribable
      ? { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 }
      : null,
    variants: product.variants.map((variant) =>
      createVariant({
        sku: variant.sku,
        attributes: { ...variant.attributes },
        unlimited: variant.unlimited,
        qtyInStock: options.serverStock?.[variant.sku] ?? variant.qtyInStock,
      }),
    ),
  });
  const shop = await createTestShop({
    products: [seeded],
    forms: [
      createForm({
        id: 'form-1',
        fields: [createFormField({ id: 'engraving', type: 'text', required: true })],
      }),
    ],
    ...options.shop,
  });
  const { client } = shop;
  const { loadApi } = options;
  const cartStore = loadApi
    ? createLazyCartStore({ messages, loadApi: () => loadApi(createCartApi(client)) })
    : createCartStore({ client, messages });
  const navigation = recordingNavigation();
  const button = createAddToCart({
    product,
    cartStore,
    navigation,
    messages,
    isExpressCheckout: options.isExpressCheckout ?? false,
  });
  const label = () => addToCartLabel(button.getState(), defaultButtonLabel(product, messages), messages);
  const posts = () => shop.sent('POST');
  return { shop, cartStore, navigation, button, label, posts };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('add-to-cart button timings', () => {
  it("idle → 'Adding…' → 'Added!' about 1 s after success → idle 2 s later", async () => {
    const { button, label, cartStore } = await setup();
    expect(label()).toBe('Add To Cart');
    const pending = button.add({ selections: { Size: 'S', Color: 'Black' }, quantity: '2' });
    expect(label()).toBe('Adding…');
    await expect(pending).resolves.toMatchObject({ type: 'added' });
    expect(cartStore.getState().cart?.totalQuantity).toBe(2);
    expect(label()).toBe('Adding…');
    vi.advanceTimersByTime(999);
    expect(label()).toBe('Adding…');
    vi.advanceTimersByTime(1);
    expect(label()).toBe('Added!');
    vi.advanceTimersByTime(1999);
    expect(label()).toBe('Added!');
    vi.advanceTimersByTime(1);
    expect(label()).toBe('Add To Cart');
    expect(button.getState().status).toBe('idle');
  });

  it("a click while 'added' (or while adding) is ignored", async () => {
    const { button, posts } = await setup();
    const first = button.add({ selections: { Size: 'S', Color: 'Black' } });
    await expect(button.add({ selections: { Size: 'S', Color: 'Black' } })).resolves.toEqual({
      type: 'ignored',
    });
    await first;
    vi.advanceTimersByTime(ADD_TO_CART_DELAYS.succeeded ?? 0);
    expect(button.getState().status).toBe('added');
    await expect(button.add({ selections: { Size: 'S', Color: 'Black' } })).resolves.toEqual({
      type: 'ignored',
    });
    expect(posts()).toHaveLength(1);
  });

  it("on error shows 'Unable to Add Item' with the server message and returns to idle after 1 s", async () => {
    // The page still shows stock the backend no longer has.
    const { button, label } = await setup({ serverStock: { 'TEE-S-BLK': 0 } });
    await expect(button.add({ selections: { Size: 'S', Color: 'Black' } })).resolves.toMatchObject({
      type: 'failed',
    });
    expect(button.getState()).toEqual({
      status: 'failed',
      alert: {
        title: 'Unable to Add Item',
        message: 'Sorry, we do not have enough of that item available.',
        status: 400,
      },
    });
    await expect(button.add({ selections: { Size: 'S', Color: 'Black' } })).resolves.toEqual({
      type: 'ignored',
    });
    vi.advanceTimersByTime(999);
    expect(button.getState().status).toBe('failed');
    vi.advanceTimersByTime(1);
    expect(label()).toBe('Add To Cart');
    button.dismissAlert();
    expect(button.getState().alert).toBeNull();
  });

  it("429 → 'Please try again in a few seconds.'", async () => {
    const { button } = await setup({ shop: { rateLimits: { addToCart: { limit: 0, windowMs: 10_000 } } } });
    await button.add({ selections: { Size: 'S', Color: 'Black' } });
    expect(button.getState().alert?.message).toBe('Please try again in a few seconds.');
  });

  it('crumb failure → session expired message', async () => {
    const { button } = await setup({ shop: { crumb: 'forged-crumb' } });
    await button.add({ selections: { Size: 'S', Color: 'Black' } });
    expect(button.getState().alert?.message).toBe(
      'Your session has expired. Please reload the page and try again.',
    );
  });

  it('notifies subscribers and stops timers on destroy', async () => {
    const { button } = await setup();
    const seen: string[] = [];
    const unsubscribe = button.subscribe((state) => seen.push(state.status));
    await button.add({ selections: { Size: 'S', Color: 'Black' } });
    vi.advanceTimersByTime(1000);
    unsubscribe();
    vi.advanceTimersByTime(2000);
    expect(seen).toEqual(['adding', 'succeeded', 'added']);
    button.destroy();
  });
});

describe('add-to-cart validation alerts', () => {
  it('missing options, unavailable variant, stock and quantity, each without a request', async () => {
    const { button, posts } = await setup();
    await expect(button.add({ selections: {} })).resolves.toMatchObject({ type: 'invalid' });
    expect(button.getState()).toEqual({
      status: 'idle',
      alert: { title: 'Unable to Add Item', message: 'Please select the Size and Color options.' },
    });
    await button.add({ selections: { Color: 'Black' } });
    expect(button.getState().alert?.message).toBe('Please select the Size option.');
    await button.add({ selections: { Size: 'S', Color: 'White' } });
    expect(button.getState().alert?.message).toBe(
      'Sorry, that item variant is unavailable. Please select another variant.',
    );
    await button.add({ selections: { Size: 'M', Color: 'Black' }, quantity: 2 });
    expect(button.getState().alert?.message).toBe('Sorry, we do not have enough of that item available.');
    await button.add({ selections: { Size: 'S', Color: 'Black' }, quantity: 'two' });
    expect(button.getState().alert?.message).toBe('Quantity must be a number.');
    await button.add({ selections: { Size: 'S', Color: 'Black' }, quantity: '1.5' });
    expect(button.getState().alert?.message).toBe('Quantity must be a whole number');
    expect(posts()).toHaveLength(0);
  });

  it('unlimited variants skip the stock limit', async () => {
    const { button } = await setup();
    await expect(
      button.add({ selections: { Size: 'M', Color: 'White' }, quantity: 50 }),
    ).resolves.toMatchObject({
      type: 'added',
    });
  });
});

describe('before the HTTP client has loaded (the drop-in paints with COMPILED_EN_INITIAL alone)', () => {
  it("shows the button's labels and the pill's label from the initial messages, and a click's checks with the controller's own", async () => {
    const unknown = vi.spyOn(console, 'error').mockImplementation(() => {});
    const initial = createLazyMessages({ catalogue: COMPILED_EN_INITIAL, load: () => new Promise(() => {}) });
    // The page paints without the click's checks; they arrive with the controller's code.
    expect(Object.keys(COMPILED_EN_INITIAL)).not.toContain('addToCart.selectOptions');
    const { button, label } = await setup({ messages: initial });
    expect(label()).toBe('Add To Cart');
    expect(defaultButtonLabel(tee({ isSubscribable: true }), initial)).toBe('Subscribe');
    const alerts: string[] = [];
    for (const input of [
      { selections: {} },
      { selections: { Color: 'Black' } },
      { selections: { Size: 'S', Color: 'White' } },
      { selections: { Size: 'M', Color: 'Black' }, quantity: 2 },
      { selections: { Size: 'S', Color: 'Black' }, quantity: 'two' },
      { selections: { Size: 'S', Color: 'Black' }, quantity: '1.5' },
      { selections: { Size: 'S', Color: 'Black' }, quantity: 0 },
    ]) {
      await button.add(input);
      const { alert } = button.getState();
      alerts.push(`${alert?.title}: ${alert?.message}`);
    }
    expect(alerts).toEqual([
      'Unable to Add Item: Please select the Size and Color options.',
      'Unable to Add Item: Please select the Size option.',
      'Unable to Add Item: Sorry, that item variant is unavailable. Please select another variant.',
      'Unable to Add Item: Sorry, we do not have enough of that item available.',
      'Unable to Add Item: Quantity must be a number.',
      'Unable to Add Item: Quantity must be a whole number',
      'Unable to Add Item: Quantity must be between 1 and 9999.',
    ]);
    void button.add({ selections: { Size: 'S', Color: 'Black' } });
    expect(label()).toBe('Adding…');
    const express = await setup({ messages: initial, isExpressCheckout: true });
    await express.button.add({ selections: {} });
    expect(express.button.getState().alert?.title).toBe('Unable to Purchase Item');
    const giftCard = await setup({ messages: initial, product: tee({ productType: 4 }) });
    await giftCard.button.add({});
    expect(giftCard.button.getState().alert).toEqual({
      title: 'Unable to purchase Gift Card',
      message: 'Select a denomination for the Gift Card',
    });
    expect(selectPill({ cart: null }, { messages: initial }).label).toBe('Cart');
    expect(networkErrorToApiError(new TypeError('Failed to fetch'), initial).message).toBe(
      'Please check your internet connection.',
    );
    expect(unknown).not.toHaveBeenCalled();
  });
});

describe("before the cart's calls have loaded (the drop-in's cart store loads them with its HTTP client)", () => {
  /** Holds the cart's calls until `release()`, as a slow network holds the chunk that brings them. */
  function heldCalls() {
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    let loads = 0;
    return {
      loadApi: async (api: CartApi) => {
        loads += 1;
        await arrived;
        return api;
      },
      release,
      loads: () => loads,
    };
  }

  it("a click says 'Adding…' at once, then adds as soon as they arrive", async () => {
    const calls = heldCalls();
    const { button, label, posts, cartStore } = await setup({ loadApi: calls.loadApi });
    const adding = button.add({ selections: { Size: 'S', Color: 'Black' }, quantity: 2 });
    expect(label()).toBe('Adding…');
    await vi.advanceTimersByTimeAsync(5000);
    expect(label()).toBe('Adding…');
    expect(posts()).toHaveLength(0);
    calls.release();
    await expect(adding).resolves.toMatchObject({ type: 'added' });
    expect(posts()).toHaveLength(1);
    expect(cartStore.getState().cart?.totalQuantity).toBe(2);
    expect(calls.loads()).toBe(1);
  });

  it("checks stock through the cart store's calls before a product's form opens", async () => {
    const calls = heldCalls();
    const { button, label, shop } = await setup({
      product: tee({ additionalFieldsFormId: 'form-1' }),
      loadApi: calls.loadApi,
    });
    const sent = shop.requests.length;
    const checking = button.add({ selections: { Size: 'S', Color: 'Black' }, quantity: 1 });
    expect(label()).toBe('Adding…');
    await vi.advanceTimersByTimeAsync(100);
    expect(shop.requests).toHaveLength(sent);
    calls.release();
    await expect(checking).resolves.toMatchObject({ type: 'openForm', formId: 'form-1' });
    expect(shop.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/commerce/inventory/stock/' });
  });

  it("a subscription's cart goes through them too; calls that cannot load show the network alert, and the next click loads them again", async () => {
    let attempts = 0;
    const { button, navigation } = await setup({
      product: tee({ isSubscribable: true }),
      loadApi: async (api) => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return api;
      },
    });
    await expect(button.add({ selections: { Size: 'S', Color: 'Black' } })).resolves.toMatchObject({
      type: 'failed',
      error: { isNetworkError: true },
    });
    expect(button.getState().alert).toMatchObject({
      title: 'Unable to Add Item',
      message: 'Please check your internet connection.',
    });
    await vi.advanceTimersByTimeAsync(ADD_TO_CART_DELAYS.failed ?? 0);
    button.dismissAlert();
    await expect(button.add({ selections: { Size: 'S', Color: 'Black' } })).resolves.toMatchObject({
      type: 'subscriptionCheckout',
    });
    expect(navigation.visits).toEqual([expect.stringMatching(/^subscription:sub-/)]);
    expect(attempts).toBe(2);
  });
});

describe('add-to-cart flows', () => {
  it('express checkout goes straight to checkout; its error title is "Unable to Purchase Item"', async () => {
    const ok = await setup({ isExpressCheckout: true });
    await expect(ok.button.add({ selections: { Size: 'S', Color: 'Black' } })).resolves.toEqual({
      type: 'checkout',
    });
    expect(ok.navigation.visits).toEqual(['checkout']);
    expect(ok.button.getState().status).toBe('idle');

    const failing = await setup({ isExpressCheckout: true, serverStock: { 'TEE-S-BLK': 0 } });
    await failing.button.add({ selections: { Size: 'S', Color: 'Black' } });
    expect(failing.button.getState().alert).toEqual({
      title: 'Unable to Purchase Item',
      message: 'Sorry, we do not have enough of that item available.',
      status: 400,
    });
    expect(failing.navigation.visits).toEqual([]);
  });

  it('subscription products POST the subscription and go to its checkout with the cartToken', async () => {
    const { button, navigation, shop, label } = await setup({
      product: tee({
        isSubscribable: true,
        variantOptionOrdering: [],
        variants: [{ sku: 'SUB', attributes: {}, unlimited: true, qtyInStock: 0 }],
      }),
    });
    expect(label()).toBe('Subscribe');
    const outcome = await button.add({ quantity: 1 });
    expect(outcome).toEqual({ type: 'subscriptionCheckout', cartToken: expect.stringMatching(/^sub-/) });
    expect(shop.requests.at(-1)).toMatchObject({
      path: '/api/3/commerce/cart/subscription',
      body: { itemId: 'tee', sku: 'SUB', qty: 1 },
    });
    expect(navigation.visits).toEqual([
      `subscription:${outcome.type === 'subscriptionCheckout' && outcome.cartToken}`,
    ]);
  });

  it('gift cards go to the gift-card page with the denomination, or ask for one', async () => {
    const giftCard = tee({ id: 'gift', productType: 4, variantOptionOrdering: [] });
    const { button, navigation, posts } = await setup({ product: giftCard });
    await button.add({});
    expect(button.getState().alert).toEqual({
      title: 'Unable to purchase Gift Card',
      message: 'Select a denomination for the Gift Card',
    });
    await expect(button.add({ denominationSku: 'GC-50' })).resolves.toEqual({
      type: 'giftCardPage',
      productId: 'gift',
      sku: 'GC-50',
    });
    expect(navigation.visits).toEqual(['giftcard:gift:GC-50']);
    expect(posts()).toHaveLength(0);
  });

  describe('products with an additional-fields form', () => {
    const formProduct = tee({ additionalFieldsFormId: 'form-1' });

    it('checks stock first, then asks to open the form', async () => {
      const { button, shop } = await setup({ product: formProduct });
      await expect(button.add({ selections: { Size: 'S', Color: 'Black' }, quantity: 1 })).resolves.toEqual({
        type: 'openForm',
        formId: 'form-1',
        itemId: 'tee',
        sku: 'TEE-S-BLK',
        quantity: 1,
      });
      expect(shop.requests.at(-1)).toMatchObject({
        method: 'GET',
        path: '/api/commerce/inventory/stock/',
        query: { itemId: 'tee' },
      });
      expect(button.getState().status).toBe('idle');

      await expect(
        button.add({
          selections: { Size: 'S', Color: 'Black' },
          quantity: 1,
          additionalFields: '{"engraving":"Hi"}',
        }),
      ).resolves.toMatchObject({ type: 'added' });
      expect(shop.requests.at(-1)).toMatchObject({
        method: 'POST',
        body: { itemId: 'tee', sku: 'TEE-S-BLK', quantity: 1, additionalFields: '{"engraving":"Hi"}' },
      });
    });

    it('refuses when stock does not exceed the quantity already in the cart', async () => {
      const { button, cartStore } = await setup({ product: formProduct, serverStock: { 'TEE-S-BLK': 2 } });
      await cartStore
        .getState()
        .addEntry({ itemId: 'tee', sku: 'TEE-S-BLK', quantity: 2, additionalFields: '{"engraving":"A"}' });
      await expect(button.add({ selections: { Size: 'S', Color: 'Black' } })).resolves.toMatchObject({
        type: 'failed',
      });
      expect(button.getState().alert?.message).toBe('Sorry, we do not have enough of that item available.');
      vi.advanceTimersByTime(1000);
      expect(button.getState().status).toBe('idle');
    });

    it('unlimited stock is always enough', async () => {
      const unlimited = tee({
        additionalFieldsFormId: 'form-1',
        variants: tee().variants.map((variant) => ({ ...variant, unlimited: true, qtyInStock: 0 })),
      });
      const { button, cartStore } = await setup({ product: unlimited });
      await cartStore
        .getState()
        .addEntry({ itemId: 'tee', sku: 'TEE-S-BLK', quantity: 9, additionalFields: '{"engraving":"A"}' });
      await expect(button.add({ selections: { Size: 'S', Color: 'Black' } })).resolves.toMatchObject({
        type: 'openForm',
      });
    });
  });
});

describe('pure machine', () => {
  it('ignores clicks unless idle and walks the timers', () => {
    let state = addToCartTransition(INITIAL_ADD_TO_CART_STATE, { type: 'CLICK' });
    expect(state.status).toBe('adding');
    expect(addToCartTransition(state, { type: 'CLICK' })).toBe(state);
    state = addToCartTransition(state, { type: 'SUCCEEDED' });
    state = addToCartTransition(state, { type: 'TIMER' });
    expect(state.status).toBe('added');
    expect(addToCartTransition(state, { type: 'CLICK' })).toBe(state);
    expect(addToCartTransition(state, { type: 'TIMER' }).status).toBe('idle');
  });

  it('documents the spec timings', () => {
    expect(ADD_TO_CART_DELAYS).toEqual({ succeeded: 1000, added: 2000, failed: 1000 });
  });
});

describe('product rules', () => {
  it('button label: custom text, Subscribe, or Add To Cart', () => {
    expect(defaultButtonLabel(tee(), englishMessages)).toBe('Add To Cart');
    expect(defaultButtonLabel(tee({ isSubscribable: true }), englishMessages)).toBe('Subscribe');
    expect(
      defaultButtonLabel(
        tee({ useCustomAddButtonText: true, customAddButtonText: 'Pre-order' }),
        englishMessages,
      ),
    ).toBe('Pre-order');
    expect(
      defaultButtonLabel(tee({ useCustomAddButtonText: true, customAddButtonText: '  ' }), englishMessages),
    ).toBe('Add To Cart');
  });

  it('quantity input visibility (platform §5)', () => {
    const one = [{ sku: 'a', attributes: {}, unlimited: false, qtyInStock: 1 }];
    expect(isQuantityInputVisible(tee())).toBe(true);
    expect(isQuantityInputVisible(tee({ variants: one }))).toBe(false);
    expect(isQuantityInputVisible(tee({ isSubscribable: true }))).toBe(false);
    expect(isQuantityInputVisible(tee({ productType: 2 }))).toBe(false);
    expect(isQuantityInputVisible(tee({ productType: 3 }))).toBe(true);
    expect(
      isQuantityInputVisible(tee({ productType: 3 }), { multipleQuantityAllowedForServices: false }),
    ).toBe(false);
  });

  it('getOptionValues lists each value of an option once, in the order the variants give them', () => {
    const product = {
      variants: [
        { sku: 'A', attributes: { Size: 'M', Color: 'White' }, unlimited: true, qtyInStock: 0 },
        { sku: 'B', attributes: { Size: 'S', Color: 'White' }, unlimited: true, qtyInStock: 0 },
        { sku: 'C', attributes: { Size: 'M', Color: 'Black' }, unlimited: true, qtyInStock: 0 },
        { sku: 'D', attributes: { Color: 'Red' }, unlimited: true, qtyInStock: 0 },
      ],
    };
    expect(getOptionValues(product, 'Size')).toEqual(['M', 'S']);
    expect(getOptionValues(product, 'Color')).toEqual(['White', 'Black', 'Red']);
    expect(getOptionValues(product, 'Material')).toEqual([]);
  });

  it('resolveVariant matches every option', () => {
    expect(resolveVariant(tee(), { Size: 'M', Color: 'White' }).variant?.sku).toBe('TEE-M-WHT');
    expect(resolveVariant(tee(), { Size: 'M' })).toEqual({ variant: null, missingOptions: ['Color'] });
    expect(resolveVariant(tee(), { Size: 'L', Color: 'Black' }).variant).toBeNull();
  });
});

describe('createCommerceNavigation', () => {
  function fakeWindow() {
    const assigned: string[] = [];
    const frameSrc: string[] = [];
    return {
      assigned,
      frameSrc,
      win: {
        location: { assign: (url: string) => assigned.push(url) },
        frameElement: { setAttribute: (_name: string, value: string) => frameSrc.push(value) },
      },
    };
  }

  it('navigates to /cart, or sets the frame URL inside the editor frame', () => {
    const plain = fakeWindow();
    createCommerceNavigation({ window: plain.win }).goToCart();
    expect(plain.assigned).toEqual(['/cart']);
    const editor = fakeWindow();
    createCommerceNavigation({ window: editor.win, isInEditorFrame: true }).goToCart();
    expect(editor.assigned).toEqual([]);
    expect(editor.frameSrc).toEqual(['/cart']);
  });

  it('builds checkout, subscription and gift-card URLs', () => {
    const { win, assigned } = fakeWindow();
    const navigation = createCommerceNavigation({ window: win });
    navigation.goToCheckout();
    navigation.goToSubscriptionCheckout('tok 1');
    navigation.goToGiftCardPage('gift', 'GC-50');
    expect(assigned).toEqual([
      '/checkout',
      '/checkout/subscription?cartToken=tok+1',
      '/checkout/gift-card?productId=gift&sku=GC-50',
    ]);
  });
});
