import {
  type AddToCartProduct,
  API_ROUTES,
  ApiError,
  createAddToCart,
  createCartStore,
  createHttpClient,
  createRestockApi,
  createSiteUserSession,
  type FormDefinition,
  type HttpClient,
  PRODUCT_TYPES,
  type Product,
  submitForm,
  submitRestockSignUp,
} from '@storefront-widgets/core';
import {
  createApp,
  createMemoryStorage,
  PASSING_CAPTCHA_TOKEN,
  SEED_CREDENTIALS,
} from '@storefront-widgets/mock-backend';
import { cookieFetch } from '@storefront-widgets/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';

import { messages, recordingNavigation } from './helpers/fixtures';
import { testCaptcha } from './helpers/testShop';

let client: HttpClient;
let jar: Map<string, string>;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  app = createApp({ storage: createMemoryStorage(), logErrors: false });
  const browser = cookieFetch(app);
  jar = browser.jar;
  client = createHttpClient({
    baseUrl: 'http://shop.test',
    fetch: browser.fetch,
    getCrumb: () => jar.get('crumb'),
    getRetryLimit: 0,
  });
  // The first GET issues the crumb cookie, as a page view would.
  await client.get(API_ROUTES.cart);
});

/** A browser of its own on the test backend, holding a crumb, whose client sends `session`'s xsrfToken. */
async function siteUserClientOf(session: ReturnType<typeof createSiteUserSession>) {
  const browser = cookieFetch(app);
  const siteUser = createHttpClient({
    baseUrl: 'http://shop.test',
    fetch: browser.fetch,
    getCrumb: () => browser.jar.get('crumb'),
    getSiteUserXsrfToken: session.getXsrfToken,
  });
  await siteUser.get(API_ROUTES.cart);
  return { client: siteUser, browser };
}

/** A visitor of a backend of its own with the given rate limits, holding a crumb as after a page view. */
async function visitorOf(rateLimits: NonNullable<Parameters<typeof createApp>[0]['rateLimits']>) {
  const browser = cookieFetch(createApp({ storage: createMemoryStorage(), rateLimits, logErrors: false }));
  const visitor = createHttpClient({
    baseUrl: 'http://shop.test',
    fetch: browser.fetch,
    getCrumb: () => browser.jar.get('crumb'),
  });
  await visitor.get(API_ROUTES.cart);
  return visitor;
}

async function physicalProductWithStock(): Promise<{
  product: Product;
  selections: Record<string, string>;
  sku: string;
}> {
  const { products } = await client.get<{ products: Product[] }>(API_ROUTES.products);
  for (const product of products) {
    if (
      product.productType !== PRODUCT_TYPES.physical ||
      product.isSubscribable ||
      product.additionalFieldsFormId
    )
      continue;
    const variant = product.variants.find((v) => v.unlimited || v.qtyInStock > 1);
    if (variant) return { product, selections: variant.attributes, sku: variant.sku };
  }
  throw new Error('the seed catalogue has no physical product in stock');
}

describe('against the reference backend (@storefront-widgets/mock-backend createApp)', () => {
  it('adds to cart through the add-to-cart controller and the cart store', async () => {
    const { product, selections, sku } = await physicalProductWithStock();
    const cartStore = createCartStore({ client, messages });
    const button = createAddToCart({
      product: product as AddToCartProduct,
      client,
      cartStore,
      navigation: recordingNavigation(),
      messages,
      clock: { setTimeout: () => 0, clearTimeout: () => {} },
    });
    const outcome = await button.add({ selections, quantity: 2 });
    expect(outcome).toMatchObject({ type: 'added' });
    expect(cartStore.getState().cart?.totalQuantity).toBe(2);
    expect(cartStore.getState().cart?.entries[0]).toMatchObject({
      itemId: product.id,
      quantity: 2,
      chosenVariant: { sku },
    });
    const reloaded = await createCartStore({ client, messages }).getState().load();
    expect(reloaded.totalQuantity).toBe(2);
  });

  it('a refused crumb is retried once with the fresh one the refusal hands over', async () => {
    const { product, sku } = await physicalProductWithStock();
    const browser = cookieFetch(app);
    const staleClient = createHttpClient({
      baseUrl: 'http://shop.test',
      fetch: browser.fetch,
      getCrumb: () => 'deadbeefdeadbeef',
    });
    const body = await staleClient.post<{ shoppingCart: { totalQuantity: number } }>(
      '/api/commerce/shopping-cart/entries',
      { itemId: product.id, sku, quantity: 1 },
    );
    expect(body.shoppingCart.totalQuantity).toBe(1);
    expect(browser.jar.get('crumb')).toMatch(/^[0-9a-f]{16,}$/);
  });

  it('signs up for a restock notification, and shows the server message on a failed captcha', async () => {
    const { product } = await physicalProductWithStock();
    const variantId = product.variants[0]?.id ?? '';
    const captcha = (token: string) => testCaptcha('classic', token);
    const ok = await submitRestockSignUp({
      client,
      productId: product.id,
      variantId,
      email: 'shopper@example.com',
      captcha: captcha(PASSING_CAPTCHA_TOKEN),
    });
    expect(ok.type).toBe('signedUp');
    const failed = await submitRestockSignUp({
      client,
      productId: product.id,
      variantId,
      email: 'other@example.com',
      captcha: captcha('wrong'),
    });
    expect(failed).toEqual({
      type: 'failed',
      message: 'reCAPTCHA failed. Refresh this page and try again.',
      category: 'refusal',
    });
  });

  it('submits a seeded form end to end', async () => {
    // The development listing is the owner's (it sits next to visitors' submissions).
    const owner = createSiteUserSession();
    const { client: ownerClient } = await siteUserClientOf(owner);
    await owner.signIn(ownerClient, { ...SEED_CREDENTIALS.owner, rememberMe: false });
    const { forms } = await ownerClient.get<{ forms: FormDefinition[] }>(API_ROUTES.devForms);
    const form = forms.find((f) => !f.captcha.enabled && f.fields.some((field) => field.type === 'email'));
    expect(form).toBeDefined();
    if (!form) return;
    const inputs: Record<string, string | string[] | Record<string, string>> = {};
    for (const field of form.fields) {
      if (field.type === 'email') inputs[field.id] = 'ada@example.com';
      else if (field.type === 'time') inputs[field.id] = ['10', '30', '', 'AM'];
      else if (['name', 'date', 'address'].includes(field.type))
        inputs[field.id] = ['1', '2', '2026', '4', '5', 'US'];
      else if (field.type === 'phone') inputs[field.id] = ['555', '123', '4567'];
      else if (field.type === 'checkbox') inputs[field.id] = [field.options?.[0] ?? ''];
      else if (field.type === 'radio' || field.type === 'select') inputs[field.id] = field.options?.[0] ?? '';
      else if (field.type === 'number' || field.type === 'currency') inputs[field.id] = '3';
      else if (field.type === 'website') inputs[field.id] = 'https://example.com';
      else if (field.type === 'likert')
        inputs[field.id] = Object.fromEntries((field.options ?? []).map((q) => [q, '1']));
      else inputs[field.id] = 'Hello';
    }
    const result = await submitForm({
      client,
      form,
      inputs,
      page: {
        pageTitle: 'Contact',
        pageId: 'p',
        contentSource: 'c',
        pagePath: '/contact',
        pagePermissionTypeValue: 1,
      },
      location: { search: '', assign: () => {} },
    });
    // A refusal names its fields, so a failure here says which answer the form took for wrong.
    expect(result.type === 'invalid' ? result.fieldErrors : result.type).toMatch(/^(submitted|redirected)$/);
  });
});

describe('cart page calls against the reference backend', () => {
  it('updates an entry quantity and removes it', async () => {
    const { product, sku } = await physicalProductWithStock();
    const store = createCartStore({ client, messages });
    const { newlyAdded } = await store.getState().addEntry({ itemId: product.id, sku, quantity: 1 });
    await store.getState().updateQuantity(newlyAdded.id, 2);
    expect(store.getState().cart?.totalQuantity).toBe(2);
    await store.getState().removeEntry(newlyAdded.id);
    expect(store.getState().cart?.totalQuantity).toBe(0);
    expect(store.getState().isRecalculating).toBe(false);
  });

  it('refuses more than is in stock, counting the cart, with the spec message and the cart unchanged', async () => {
    const cartStore = createCartStore({ client, messages });
    // TEE-L-BLK has 2 in stock: 2 fit, a third does not.
    await cartStore.getState().addEntry({ itemId: 'prod-tee', sku: 'TEE-L-BLK', quantity: 2 });
    const error = await cartStore
      .getState()
      .addEntry({ itemId: 'prod-tee', sku: 'TEE-L-BLK', quantity: 1 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Sorry, we do not have enough of that item available.',
    });
    expect(cartStore.getState().cart?.totalQuantity).toBe(2);
  });

  it('answers too many adds with 429 and the spec message', async () => {
    const limitedClient = await visitorOf({ addToCart: { limit: 2, windowMs: 60_000 } });
    const add = () =>
      limitedClient.post('/api/commerce/shopping-cart/entries', {
        itemId: 'prod-poster',
        sku: 'POSTER-A3',
        quantity: 1,
      });
    await add();
    await add();
    await expect(add()).rejects.toMatchObject({
      status: 429,
      isRateLimited: true,
      message: 'Please try again in a few seconds.',
    });
  });

  it('sends owner calls with the xsrfToken kept at sign-in, and forgets it at sign-out', async () => {
    const values = new Map<string, string>();
    const session = createSiteUserSession({
      storage: {
        getItem: (key) => values.get(key) ?? null,
        setItem: (key, value) => values.set(key, value),
        removeItem: (key) => values.delete(key),
      },
    });
    const { client: owner, browser } = await siteUserClientOf(session);
    const request = { productId: 'prod-tee', variantId: 'var-tee-m-blk' };
    await expect(createRestockApi(owner).send(request)).rejects.toMatchObject({ status: 401 });

    const login = await session.signIn(owner, { ...SEED_CREDENTIALS.owner, rememberMe: false });
    expect(session.getXsrfToken()).toBe(login.xsrfToken);
    await expect(createRestockApi(owner).send(request)).resolves.toMatchObject({ notifiedCount: 0 });

    // The same signed-in cookies without the token are refused: the header is what proves intent.
    const noToken = createHttpClient({
      baseUrl: 'http://shop.test',
      fetch: browser.fetch,
      getCrumb: () => browser.jar.get('crumb'),
    });
    await expect(createRestockApi(noToken).send(request)).rejects.toMatchObject({
      status: 403,
      message: 'Missing or invalid X-SiteUser-XSRF-Token header.',
    });

    await session.signOut(owner);
    expect(session.getXsrfToken()).toBeUndefined();
    await expect(createRestockApi(owner).send(request)).rejects.toMatchObject({ status: 401 });
  });

  it('shows the server message when restock sign-ups are rate limited, not the add-to-cart one', async () => {
    const limitedClient = await visitorOf({ formSubmission: { limit: 1, windowMs: 60_000 } });
    const signUp = (email: string) =>
      submitRestockSignUp({
        client: limitedClient,
        email,
        productId: 'prod-sold-out-vinyl',
        variantId: 'var-vinyl-ltd',
        isJoinMailingList: false,
        captcha: testCaptcha('classic', PASSING_CAPTCHA_TOKEN),
      });
    expect(await signUp('first@example.com')).toEqual({ type: 'signedUp', message: 'Signed up!' });
    expect(await signUp('second@example.com')).toEqual({
      type: 'failed',
      message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      category: 'refusal',
    });
  });
});
