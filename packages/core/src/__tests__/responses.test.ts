import {
  ApiError,
  createAddToCart,
  createCartStore,
  createHttpClient,
  createSiteUserSession,
  fetchFormDefinition,
} from '@storefront-widgets/core';
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

describe('answers of the wrong shape with status 200', () => {
  it.each([
    ['GET', '/api/commerce/inventory/stock/', {}],
    ['GET', '/api/commerce/shopping-cart', { entries: 'none' }],
    ['POST', '/api/commerce/shopping-cart/entries', { shoppingCart: {} }],
    ['POST', '/api/3/commerce/cart/subscription', {}],
    ['POST', '/api/site-users/account/session', { siteUserId: 'u' }],
    ['POST', '/api/site-users/account/notifications/restock', []],
    ['GET', '/api/site-users/account/notifications/restock/groups', { signUpGroups: [{}] }],
    ['POST', '/api/form/FormSubmissionKey', { key: 'k' }],
    ['POST', '/api/form/SaveFormSubmission', null],
    [
      'GET',
      '/api/template/GetTemplateSchema',
      { form: { id: 'f', fields: [{ id: 'a', type: 'hologram' }] } },
    ],
  ])('%s %s answering %j is an ApiError with the unknown-error message', async (method, path, body) => {
    const client = clientAnswering(body);
    const call = method === 'GET' ? client.get(path) : client.post(path, {});
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
