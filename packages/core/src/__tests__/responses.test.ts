import {
  ApiError,
  createAddToCart,
  createCartPage,
  createCartStore,
  createHttpClient,
  createSiteUserSession,
  fetchFormDefinition,
  selectCartView,
} from '@storefront-widgets/core';
import { createCartEntry, createShoppingCart } from '@storefront-widgets/test-utils';
import { describe, expect, it } from 'vitest';
import { messages, recordingNavigation, tee } from './helpers/fixtures';

const UNKNOWN = 'Unknown error, please try again later.';

/** A client whose server answers 200 with `body` to every call. */
function clientAnswering(body: unknown) {
  return createHttpClient({
    baseUrl: 'http://shop.test',
    messages,
    getCrumb: () => 'crumb',
    fetch: async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  });
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call resolved');
}

/** A valid one-line cart with `entry` laid over its line (a field set to undefined is dropped). */
function hostileCart(entry: Record<string, unknown>) {
  const line = { ...createCartEntry({ itemId: 'item-1', id: 'e1' }), ...entry };
  return createShoppingCart({ entries: [JSON.parse(JSON.stringify(line))] });
}

describe('the cart page over a bad answer', () => {
  it("keeps the last good cart and says 'Unknown error, please try again later.'", async () => {
    const good = createShoppingCart({ entries: [createCartEntry({ itemId: 'item-1', id: 'e1' })] });
    let answer: unknown = good;
    const client = createHttpClient({
      baseUrl: 'http://shop.test',
      messages,
      getCrumb: () => 'crumb',
      fetch: async () =>
        new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    });
    const cartStore = createCartStore({ client, messages });
    await cartStore.getState().load();
    const page = createCartPage({ cartStore, messages, navigation: recordingNavigation() });
    answer = {
      shoppingCart: { ...good, currency: 'XXX', entries: [{ id: 'e1', itemId: 'item-1', quantity: 2 }] },
    };
    page.typeQuantity('e1', '2');
    await page.commitQuantity('e1');
    expect(page.getState().errors.e1).toEqual({ title: 'Unable to update quantity', message: UNKNOWN });
    expect(cartStore.getState().cart).toEqual(good);
    const view = selectCartView(cartStore.getState().cart, { messages });
    expect(view.entries.map((entry) => [entry.quantity, entry.subtotal])).toEqual([[1, '$25.00']]);
    page.destroy();
  });
});

describe('answers of the wrong shape with status 200', () => {
  it('a whole cart of the right shape passes', async () => {
    const good = createShoppingCart({ entries: [createCartEntry({ itemId: 'item-1' })] });
    await expect(clientAnswering(good).get('/api/commerce/shopping-cart')).resolves.toEqual(good);
  });

  it.each([
    ['GET', '/api/commerce/inventory/stock/', {}],
    ['GET', '/api/commerce/shopping-cart', { entries: 'none' }],
    ['POST', '/api/commerce/shopping-cart/entries', { shoppingCart: {} }],
    ['POST', '/api/3/commerce/cart/subscription', {}],
    ['POST', '/api/site-users/account/session', { siteUserId: 'u' }],
    ['POST', '/api/site-users/account/notifications/restock', []],
    ['GET', '/api/site-users/account/notifications/restock/groups', { signUpGroups: [{}] }],
    ['GET', '/api/commerce/shopping-cart', hostileCart({ chosenVariant: undefined })],
    ['GET', '/api/commerce/shopping-cart', hostileCart({ purchasePriceCents: 'x' })],
    ['GET', '/api/commerce/shopping-cart', { ...hostileCart({}), currency: 'XXX' }],
    ['PUT', '/api/commerce/shopping-cart/entries/e1', { shoppingCart: hostileCart({ title: null }) }],
    ['POST', '/api/form/FormSubmissionKey', { key: 'k' }],
    ['POST', '/api/form/SaveFormSubmission', null],
    [
      'GET',
      '/api/template/GetTemplateSchema',
      { form: { id: 'f', fields: [{ id: 'a', type: 'hologram' }] } },
    ],
  ])('%s %s answering %j is an ApiError with the unknown-error message', async (method, path, body) => {
    const client = clientAnswering(body);
    const call =
      method === 'GET' ? client.get(path) : method === 'PUT' ? client.put(path, {}) : client.post(path, {});
    expect(await refusal(call)).toMatchObject({ isInvalidResponse: true, status: 200, message: UNKNOWN });
  });

  it('a subscription answer without cartToken fails the click; nothing navigates to ?cartToken=undefined', async () => {
    const client = clientAnswering({});
    const navigation = recordingNavigation();
    const product = tee({ isSubscribable: true });
    const button = createAddToCart({
      product,
      client,
      cartStore: createCartStore({ client, messages }),
      navigation,
      messages,
      isExpressCheckout: false,
    });
    const result = await button.add({ selections: { Size: 'S', Color: 'Black' }, quantity: 1 });
    expect(result.type).toBe('failed');
    expect(navigation.visits).toEqual([]);
    button.destroy();
  });

  it('a sign-in answer without xsrfToken rejects, and no token is kept', async () => {
    const session = createSiteUserSession();
    const error = await refusal(
      session.signIn(clientAnswering({ siteUserId: 'u', isOwner: true }), {
        email: 'owner@example.com',
        password: 'x',
        rememberMe: false,
      }),
    );
    expect(error.message).toBe(UNKNOWN);
    expect(session.getXsrfToken()).toBeUndefined();
  });

  it('a form definition with an unknown field kind is refused', async () => {
    const client = clientAnswering({
      type: 'form',
      form: { id: 'f', fields: [{ id: 'a', type: 'hologram' }] },
    });
    expect((await refusal(fetchFormDefinition(client, 'f'))).message).toBe(UNKNOWN);
  });
});
