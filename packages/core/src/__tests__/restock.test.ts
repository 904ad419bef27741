import {
  buildRestockSignUpRequest,
  CAPTCHA_NOT_SET_UP,
  type CaptchaWidget,
  collectAllPages,
  createCaptcha,
  createHttpClient,
  createRestockApi,
  createRestockForm,
  createRestockSignups,
  type HttpClient,
  initialRestockFormState,
  restockFormTransition,
  submitRestockSignUp,
} from '@storefront-widgets/core';
import {
  createProduct,
  createVariant,
  PASSING_CAPTCHA_TOKEN,
  PRODUCT_IDS,
} from '@storefront-widgets/mock-backend';
import { describe, expect, it, vi } from 'vitest';
import { createTestShop, testCaptcha } from './helpers/testShop';

describe('buildRestockSignUpRequest', () => {
  const base = { productId: 'p1', variantId: 'v1', email: ' jo@example.com ' };

  it('carries the sign-up fields and the classic captcha token', () => {
    expect(
      buildRestockSignUpRequest({
        ...base,
        isJoinMailingList: true,
        captcha: { type: 'classic', token: 't1' },
      }),
    ).toEqual({
      productId: 'p1',
      variantId: 'v1',
      siteVisitorEmail: 'jo@example.com',
      isJoinMailingList: true,
      captchaToken: 't1',
    });
  });

  it('uses recaptchaEnterpriseV3Token for the enterprise captcha', () => {
    const request = buildRestockSignUpRequest({ ...base, captcha: { type: 'enterprise', token: 'e1' } });
    expect(request.recaptchaEnterpriseV3Token).toBe('e1');
    expect(request).not.toHaveProperty('captchaToken');
    expect(request.isJoinMailingList).toBe(false);
  });

  it('sends language only with multilingual transactional emails AND a translation widget', () => {
    expect(buildRestockSignUpRequest({ ...base, language: 'fr' })).not.toHaveProperty('language');
    expect(
      buildRestockSignUpRequest({ ...base, language: 'fr', isMultilingualTransactionalEmailsEnabled: true }),
    ).not.toHaveProperty('language');
    expect(
      buildRestockSignUpRequest({ ...base, language: 'fr', hasTranslationWidget: true }),
    ).not.toHaveProperty('language');
    expect(
      buildRestockSignUpRequest({
        ...base,
        language: 'fr',
        isMultilingualTransactionalEmailsEnabled: true,
        hasTranslationWidget: true,
      }).language,
    ).toBe('fr');
  });
});

/** The seeded tee's Medium/Black variant (out of stock: what sign-ups are for). */
const TEE_M_BLACK = { productId: PRODUCT_IDS.tee, variantId: 'var-tee-m-blk' };

describe('createCaptcha (the one captcha interface of every flow)', () => {
  const widget = (answer: string): CaptchaWidget & { resets: number } => ({
    resets: 0,
    getResponse: () => answer,
    execute: async (action) => `v3:${action}`,
    reset() {
      this.resets += 1;
    },
  });

  it('classic: the current answer; enterprise: runs the challenge for the action', async () => {
    const checkbox = widget('answer');
    const classic = createCaptcha({ type: 'classic', siteKey: 'k', action: 'a', widget: () => checkbox });
    await expect(classic.getToken()).resolves.toBe('answer');
    classic.reset();
    expect(checkbox.resets).toBe(1);
    const enterprise = createCaptcha({
      type: 'enterprise',
      siteKey: 'k',
      action: 'restock',
      widget: () => checkbox,
    });
    await expect(enterprise.getToken()).resolves.toBe('v3:restock');
  });

  it("an enterprise captcha without a site key rejects with 'Enterprise V3 ReCaptcha site key not found'", async () => {
    const enterprise = createCaptcha({
      type: 'enterprise',
      siteKey: '',
      action: 'a',
      widget: () => widget(''),
    });
    await expect(enterprise.getToken()).rejects.toThrow('Enterprise V3 ReCaptcha site key not found');
    const unmounted = createCaptcha({ type: 'enterprise', siteKey: 'k', action: 'a', widget: () => null });
    await expect(unmounted.getToken()).rejects.toThrow(CAPTCHA_NOT_SET_UP);
    const classic = createCaptcha({ type: 'classic', siteKey: 'k', action: 'a', widget: () => null });
    await expect(classic.getToken()).resolves.toBe('');
  });
});

describe('submitRestockSignUp (against the reference backend)', () => {
  const request = { ...TEE_M_BLACK, email: 'jo@example.com' };

  it("success shows 'Signed up!' (or the store's text); the captcha is not reset", async () => {
    const shop = await createTestShop();
    const captcha = testCaptcha('classic', PASSING_CAPTCHA_TOKEN);
    await expect(submitRestockSignUp({ ...request, client: shop.client, captcha })).resolves.toEqual({
      type: 'signedUp',
      message: 'Signed up!',
    });
    expect(captcha.resets).toBe(0);
    expect(shop.requests.at(-1)?.body).toEqual({
      ...TEE_M_BLACK,
      siteVisitorEmail: 'jo@example.com',
      isJoinMailingList: false,
      captchaToken: PASSING_CAPTCHA_TOKEN,
    });
    await expect(
      submitRestockSignUp({
        ...request,
        client: shop.client,
        captcha,
        customSuccessText: 'We will email you!',
      }),
    ).resolves.toEqual({ type: 'signedUp', message: 'We will email you!' });
  });

  it('validates before sending', async () => {
    const shop = await createTestShop();
    const result = await submitRestockSignUp({
      ...request,
      email: ' ',
      client: shop.client,
      captcha: testCaptcha('classic', ''),
    });
    expect(result).toEqual({
      type: 'invalid',
      errors: {
        email: { id: 'restock.emailBlank', message: 'Email cannot be blank' },
        captcha: { id: 'form.captchaIncomplete', message: 'Complete CAPTCHA before submitting.' },
      },
    });
    expect(shop.requests).toHaveLength(0);
  });

  it("failure shows the server's message and resets the captcha", async () => {
    const shop = await createTestShop();
    const captcha = testCaptcha('classic', 'not-the-answer');
    await expect(submitRestockSignUp({ ...request, client: shop.client, captcha })).resolves.toEqual({
      type: 'failed',
      message: 'reCAPTCHA failed. Refresh this page and try again.',
      // The server declined the shopper's captcha answer: expected, not a fault of the site.
      category: 'refusal',
    });
    expect(captcha.resets).toBe(1);
  });

  it('sends the enterprise token as recaptchaEnterpriseV3Token', async () => {
    const shop = await createTestShop();
    const captcha = testCaptcha('enterprise', PASSING_CAPTCHA_TOKEN);
    await expect(submitRestockSignUp({ ...request, client: shop.client, captcha })).resolves.toMatchObject({
      type: 'signedUp',
    });
    expect(shop.requests.at(-1)?.body).toMatchObject({ recaptchaEnterpriseV3Token: PASSING_CAPTCHA_TOKEN });
  });

  it("with the enterprise captcha the fallback is 'Unable to submit form. Please try again later.'", async () => {
    const shop = await createTestShop();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = testCaptcha('enterprise', new Error('Enterprise V3 ReCaptcha site key not found'));
    await expect(submitRestockSignUp({ ...request, client: shop.client, captcha: broken })).resolves.toEqual({
      type: 'failed',
      message: 'Unable to submit form. Please try again later.',
      category: 'fault',
    });
    expect(warn).toHaveBeenCalled();
    expect(broken.resets).toBe(1);
    expect(shop.requests).toHaveLength(0);
    // A refusal without a message (a proxy's HTML page) gets the same fallback.
    const proxy: HttpClient = createHttpClient({
      baseUrl: 'https://shop.test',
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }),
      getCrumb: () => 'c',
      getRetryLimit: 0,
    });
    await expect(
      submitRestockSignUp({
        ...request,
        client: proxy,
        captcha: testCaptcha('enterprise', PASSING_CAPTCHA_TOKEN),
      }),
    ).resolves.toEqual({
      type: 'failed',
      message: 'Unable to submit form. Please try again later.',
      category: 'fault',
    });
  });
});

describe('createRestockForm', () => {
  async function form(options: Partial<Parameters<typeof createRestockForm>[0]> = {}) {
    const shop = await createTestShop();
    const signedUp = vi.fn();
    const failed = vi.fn();
    const controller = createRestockForm({
      client: shop.client,
      ...TEE_M_BLACK,
      captcha: testCaptcha('classic', PASSING_CAPTCHA_TOKEN),
      onSignedUp: signedUp,
      onError: failed,
      ...options,
    });
    return { shop, controller, signedUp, failed };
  }

  it('submits the email typed in the same task, then shows the success text and drops the captcha', async () => {
    const { controller, shop, signedUp } = await form();
    const statuses: string[] = [];
    controller.subscribe((state) => statuses.push(state.status));
    controller.setEmail('jo@example.com');
    const result = controller.submit();
    await expect(controller.submit()).resolves.toEqual({ type: 'ignored' });
    await expect(result).resolves.toEqual({ type: 'signedUp', message: 'Signed up!' });
    expect(statuses).toEqual(['editing', 'submitting', 'signedUp']);
    expect(controller.getState()).toMatchObject({ status: 'signedUp', message: 'Signed up!' });
    expect(shop.requests.at(-1)?.body).toMatchObject({ siteVisitorEmail: 'jo@example.com' });
    expect(signedUp).toHaveBeenCalledWith('Signed up!');
    await expect(controller.submit()).resolves.toEqual({ type: 'ignored' });
  });

  it('invalid input: field and captcha errors, a focus request, nothing sent', async () => {
    const { controller, shop } = await form({ captcha: testCaptcha('classic', '') });
    controller.setEmail('jo@');
    await controller.submit();
    expect(controller.getState()).toMatchObject({
      status: 'editing',
      emailError: 'Email is invalid',
      formError: 'Complete CAPTCHA before submitting.',
      focusRequest: 1,
      focusTarget: 'field',
    });
    // With the email right, focus goes on to the unanswered captcha.
    controller.setEmail('jo@example.com');
    await controller.submit();
    expect(controller.getState()).toMatchObject({
      emailError: null,
      focusRequest: 2,
      focusTarget: 'captcha',
    });
    expect(shop.requests).toHaveLength(0);
  });

  it("a refusal shows the server's message, clears the field error and reports it", async () => {
    const { controller, failed } = await form({ captcha: testCaptcha('classic', 'wrong') });
    controller.setEmail('');
    await controller.submit();
    expect(controller.getState().emailError).toBe('Email cannot be blank');
    controller.setEmail('jo@example.com');
    await controller.submit();
    expect(controller.getState()).toMatchObject({
      status: 'editing',
      emailError: null,
      formError: 'reCAPTCHA failed. Refresh this page and try again.',
      // The refusal sends focus to its message.
      focusRequest: 2,
      focusTarget: 'message',
    });
    expect(failed).toHaveBeenCalledWith('reCAPTCHA failed. Refresh this page and try again.', 'refusal');
  });

  it('joins the mailing list only when the box is shown (checked by default or by the visitor)', async () => {
    const hidden = await form({ isMailingListShown: false, isJoinMailingListByDefault: true });
    hidden.controller.setEmail('a@example.com');
    await hidden.controller.submit();
    expect(hidden.shop.requests.at(-1)?.body).toMatchObject({ isJoinMailingList: false });

    const shown = await form({ isMailingListShown: true, isJoinMailingListByDefault: true });
    expect(shown.controller.getState().isJoinMailingList).toBe(true);
    shown.controller.setJoinMailingList(false);
    shown.controller.setJoinMailingList(true);
    shown.controller.setEmail('b@example.com');
    await shown.controller.submit();
    expect(shown.shop.requests.at(-1)?.body).toMatchObject({ isJoinMailingList: true });
  });

  it('the pure machine ignores input once signed up', () => {
    const done = restockFormTransition(
      { ...initialRestockFormState(), status: 'submitting' },
      { type: 'SIGNED_UP', message: 'Signed up!' },
    );
    expect(restockFormTransition(done, { type: 'EMAIL', email: 'x' })).toBe(done);
    expect(restockFormTransition(done, { type: 'SUBMIT' })).toBe(done);
  });
});

/**
 * A shop whose owner has sign-ups waiting on `variants` variants of one product (one visitor each),
 * more than the server's page of 20 groups.
 */
async function shopWithSignUps(variants: number) {
  const product = createProduct({
    id: 'prod-socks',
    name: 'Socks',
    variantOptionOrdering: ['Size'],
    variants: Array.from({ length: variants }, (_, i) =>
      createVariant({ sku: `SOCK-${i}`, attributes: { Size: String(i) }, qtyInStock: 0 }),
    ),
  });
  const shop = await createTestShop({ products: [product] });
  for (const variant of product.variants) {
    const result = await submitRestockSignUp({
      client: shop.client,
      productId: product.id,
      variantId: variant.id,
      email: `visitor-${variant.sku.toLowerCase()}@example.com`,
      captcha: testCaptcha('classic', PASSING_CAPTCHA_TOKEN),
    });
    expect(result.type).toBe('signedUp');
  }
  return { shop, product };
}

describe('createRestockSignups (the owner panel, against the reference backend)', () => {
  it('loads the first page, then the next by cursor', async () => {
    const { shop } = await shopWithSignUps(25);
    const owner = await shop.signInOwner();
    const panel = createRestockSignups({ client: owner });
    expect(panel.getState().load).toBe('loading');
    await panel.load();
    expect(panel.getState()).toMatchObject({ load: 'ready', hasNextPage: true });
    expect(panel.getState().groups).toHaveLength(20);
    await panel.loadMore();
    expect(panel.getState()).toMatchObject({ hasNextPage: false, announcement: '5 more loaded' });
    expect(panel.getState().groups.map((group) => group.variantAttributes.Size)).toEqual(
      Array.from({ length: 25 }, (_, i) => String(i)),
    );
  });

  it('sends one group, then all the others after confirmation, and shows them notified', async () => {
    const { shop } = await shopWithSignUps(3);
    const panel = createRestockSignups({ client: await shop.signInOwner() });
    await panel.load();
    const [first] = panel.getState().groups;
    if (!first) throw new Error('no group');
    const sending = panel.send(first);
    expect(panel.getState().sending).toBe('prod-socks/var-sock-0');
    await sending;
    expect(panel.getState().groups[0]).toMatchObject({ count: 0, notifiedCount: 1 });
    expect(panel.getState().announcement).toBe('Notified 1 for Socks, Size: 0');
    expect(panel.confirmation()).toEqual({
      title: 'Send all notifications?',
      message: '2 waiting sign-ups will be emailed that their item is back in stock.',
      confirmLabel: 'Send all',
    });
    await panel.sendAll();
    expect(panel.getState().groups.map((group) => [group.count, group.notifiedCount])).toEqual([
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
    expect(panel.getState()).toMatchObject({ sending: null, announcement: 'Notified 2' });
    expect(shop.requests.at(-1)).toMatchObject({
      path: '/api/site-users/account/notifications/restock/send/all',
      body: {
        sendRequests: [
          { productId: 'prod-socks', variantId: 'var-sock-1' },
          { productId: 'prod-socks', variantId: 'var-sock-2' },
        ],
      },
    });
  });

  it("shows the server's refusal: a failed load can be retried, a failed send keeps the counts", async () => {
    const { shop } = await shopWithSignUps(1);
    const panel = createRestockSignups({ client: shop.client });
    await panel.load();
    expect(panel.getState()).toMatchObject({
      load: 'failed',
      loadError: 'You must be signed in as the store owner.',
    });
    const owner = await shop.signInOwner();
    await panel.load();
    expect(panel.getState().load).toBe('ready');
    // The visitor's client has the session cookie but not the owner's xsrfToken.
    const [group] = panel.getState().groups;
    if (!group) throw new Error('no group');
    await panel.send(group);
    expect(panel.getState()).toMatchObject({
      sending: null,
      actionError: 'Missing or invalid X-SiteUser-XSRF-Token header.',
    });
    expect(panel.getState().groups[0]?.count).toBe(1);
    const retried = createRestockSignups({ client: owner });
    await retried.load();
    await retried.send(group);
    expect(retried.getState()).toMatchObject({ actionError: null });
  });
});

describe('createRestockApi', () => {
  it('pages through every variant and sums counts across variants (storefront §7)', async () => {
    const { shop, product } = await shopWithSignUps(2);
    const [a, b] = product.variants;
    if (!a || !b) throw new Error('two variants expected');
    for (let i = 0; i < 21; i += 1) {
      await submitRestockSignUp({
        client: shop.client,
        productId: product.id,
        variantId: a.id,
        email: `more-${i}@example.com`,
        captcha: testCaptcha('classic', PASSING_CAPTCHA_TOKEN),
      });
    }
    const api = createRestockApi(await shop.signInOwner());
    await expect(api.countSignUps(product.id, [a.id, b.id])).resolves.toEqual({
      total: 23,
      byVariant: { [a.id]: 22, [b.id]: 1 },
    });
    expect(shop.sent('GET').filter((r) => r.query.variantId === a.id)).toHaveLength(2);
  });

  it('stops on a repeated cursor instead of looping forever', async () => {
    let calls = 0;
    const items = await collectAllPages(
      async () => {
        calls += 1;
        return { items: [calls], hasNextPage: true, nextPageCursor: 'same' };
      },
      (page) => page.items,
    );
    expect(items).toEqual([1, 2]);
  });
});
