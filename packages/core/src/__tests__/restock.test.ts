import {
  buildRestockSignUpRequest,
  collectAllPages,
  countRestockSignUps,
  fetchAllRestockGroups,
  type RestockCaptcha,
  sendAllRestockNotifications,
  submitRestockSignUp,
  sumGroupCounts,
} from '@storefront/core';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientFor } from './helpers/testClient';

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

function restockBackend(
  answer: { status: number; body: unknown } = { status: 200, body: { message: 'ok' } },
) {
  const bodies: unknown[] = [];
  const app = new Hono();
  app.post('/api/site-users/account/notifications/restock', async (c) => {
    bodies.push(await c.req.json());
    return c.json(answer.body as object, answer.status as 200);
  });
  return { app, bodies };
}

function trackingCaptcha<T extends RestockCaptcha['type']>(type: T, extra: Record<string, unknown>) {
  const calls = { reset: 0, destroy: 0 };
  const captcha = {
    type,
    reset: () => {
      calls.reset += 1;
    },
    destroy: () => {
      calls.destroy += 1;
    },
    ...extra,
  } as unknown as RestockCaptcha;
  return { captcha, calls };
}

describe('submitRestockSignUp', () => {
  const base = { productId: 'p1', variantId: 'v1', email: 'jo@example.com' };

  it("success shows 'Signed up!' (or the store's text) and destroys the captcha", async () => {
    const backend = restockBackend();
    const { captcha, calls } = trackingCaptcha('classic', { getToken: () => 'tok' });
    await expect(submitRestockSignUp({ ...base, client: clientFor(backend.app), captcha })).resolves.toEqual({
      status: 'success',
      message: 'Signed up!',
    });
    expect(calls).toEqual({ reset: 0, destroy: 1 });
    expect(backend.bodies[0]).toMatchObject({ captchaToken: 'tok', siteVisitorEmail: 'jo@example.com' });
    await expect(
      submitRestockSignUp({
        ...base,
        client: clientFor(backend.app),
        customSuccessText: 'We will email you!',
      }),
    ).resolves.toEqual({ status: 'success', message: 'We will email you!' });
  });

  it('validates before sending', async () => {
    const backend = restockBackend();
    const { captcha } = trackingCaptcha('classic', { getToken: () => '' });
    const result = await submitRestockSignUp({ ...base, email: '', client: clientFor(backend.app), captcha });
    expect(result).toEqual({
      status: 'invalid',
      errors: {
        email: { id: 'restock.emailBlank', message: 'Email cannot be blank' },
        captcha: { id: 'form.captchaIncomplete', message: 'Complete CAPTCHA before submitting.' },
      },
    });
    expect(backend.bodies).toHaveLength(0);
  });

  it("failure shows the server's message and resets the captcha", async () => {
    const backend = restockBackend({ status: 409, body: { message: 'You are already signed up.' } });
    const { captcha, calls } = trackingCaptcha('classic', { getToken: () => 'tok' });
    await expect(submitRestockSignUp({ ...base, client: clientFor(backend.app), captcha })).resolves.toEqual({
      status: 'error',
      message: 'You are already signed up.',
    });
    expect(calls).toEqual({ reset: 1, destroy: 0 });
  });

  it("with the enterprise captcha the fallback is 'Unable to submit form. Please try again later.'", async () => {
    const backend = restockBackend({ status: 500, body: {} });
    const { captcha } = trackingCaptcha('enterprise', {
      siteKey: 'site-key',
      execute: async (key: string) => `v3-${key}`,
    });
    await expect(submitRestockSignUp({ ...base, client: clientFor(backend.app), captcha })).resolves.toEqual({
      status: 'error',
      message: 'Unable to submit form. Please try again later.',
    });
    expect(backend.bodies[0]).toMatchObject({ recaptchaEnterpriseV3Token: 'v3-site-key' });
  });

  it("a missing enterprise site key rejects with 'Enterprise V3 ReCaptcha site key not found' and nothing is sent", async () => {
    const backend = restockBackend();
    const { getEnterpriseCaptchaToken } = await import('@storefront/core');
    await expect(
      getEnterpriseCaptchaToken({
        type: 'enterprise',
        siteKey: '',
        execute: async () => 'x',
        reset() {},
        destroy() {},
      }),
    ).rejects.toThrow('Enterprise V3 ReCaptcha site key not found');
    const { captcha, calls } = trackingCaptcha('enterprise', { siteKey: null, execute: async () => 'x' });
    const warn = (await import('vitest')).vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(submitRestockSignUp({ ...base, client: clientFor(backend.app), captcha })).resolves.toEqual({
      status: 'error',
      message: 'Unable to submit form. Please try again later.',
    });
    expect(warn).toHaveBeenCalled();
    expect(calls.reset).toBe(1);
    expect(backend.bodies).toHaveLength(0);
  });
});

describe('owner listings', () => {
  function pagedBackend() {
    const app = new Hono();
    const groupsPages: Record<string, unknown> = {
      '': {
        signUpGroups: [{ productId: 'p1', variantId: 'a', count: 2 }],
        hasNextPage: true,
        nextPageCursor: 'c2',
      },
      c2: {
        signUpGroups: [
          { productId: 'p1', variantId: 'b', count: 3 },
          { productId: 'p2', variantId: 'x', count: 1 },
        ],
        hasNextPage: false,
        nextPageCursor: null,
      },
    };
    app.get('/api/site-users/account/notifications/restock/groups', (c) =>
      c.json(groupsPages[c.req.query('cursor') ?? ''] as object),
    );
    app.get('/api/site-users/account/notifications/restock', (c) => {
      const variantId = c.req.query('variantId');
      const cursor = c.req.query('cursor');
      const make = (n: number) =>
        Array.from({ length: n }, (_, i) => ({ id: `${variantId}-${cursor ?? 0}-${i}` }));
      if (variantId === 'a') {
        return c.json(
          cursor
            ? { signUps: make(1), hasNextPage: false, nextPageCursor: null }
            : { signUps: make(2), hasNextPage: true, nextPageCursor: 'n1' },
        );
      }
      return c.json({ signUps: make(3), hasNextPage: false, nextPageCursor: null });
    });
    const sent: unknown[] = [];
    app.post('/api/site-users/account/notifications/restock/send/all', async (c) => {
      sent.push(await c.req.json());
      return c.json({ notifiedCount: 4 });
    });
    return { app, sent };
  }

  it('pages through every group and sums counts per product', async () => {
    const groups = await fetchAllRestockGroups(clientFor(pagedBackend().app));
    expect(groups.map((g) => g.variantId)).toEqual(['a', 'b', 'x']);
    expect(sumGroupCounts(groups)).toEqual({ p1: 5, p2: 1 });
  });

  it('pages through every variant and sums counts across variants', async () => {
    await expect(countRestockSignUps(clientFor(pagedBackend().app), 'p1', ['a', 'b'])).resolves.toEqual({
      total: 6,
      byVariant: { a: 3, b: 3 },
    });
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

  it('sends all notifications with sendRequests', async () => {
    const backend = pagedBackend();
    await expect(
      sendAllRestockNotifications(clientFor(backend.app), [{ productId: 'p1', variantId: 'a' }]),
    ).resolves.toEqual({ notifiedCount: 4 });
    expect(backend.sent).toEqual([{ sendRequests: [{ productId: 'p1', variantId: 'a' }] }]);
  });
});
