import type { Product, RestockSignUp, RestockSignUpGroup } from '@storefront/core';
import { isValidEmail } from '@storefront/core';
import type { Hono } from 'hono';
import type { AppContext } from '../app/AppContext';
import { ApiError, fieldError } from '../http/ApiError';
import { asObject, optionalBoolean, optionalString, requireArray, requireString } from '../http/fields';
import { readBody } from '../http/readBody';
import { verifyCaptcha } from '../security/captcha';
import { randomToken } from '../security/randomToken';
import { requireCrumb } from '../security/requireCrumb';
import { requireOwner, requireSiteUserXsrf } from '../security/sessions';
import { COLLECTIONS } from '../seed/records';
import { paginate } from './pagination';

/** Restock messages: the first three from spec/storefront.md §5 and §8, word for word. */
export const RESTOCK_MESSAGES = {
  blankEmail: 'Email cannot be blank',
  invalidEmail: 'Email is invalid',
  completeCaptcha: 'Complete CAPTCHA before submitting.',
  captchaFailed: 'reCAPTCHA failed. Refresh this page and try again.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  defaultSuccess: 'Signed up!',
  unknownProduct: 'Sorry, that item is no longer available.',
  unknownVariant: 'Sorry, that item variant is unavailable. Please select another variant.',
} as const;

const BASE = '/api/site-users/account/notifications/restock';

/** Registers the restock sign-up, listing and send calls (spec/storefront.md §7). */
export function registerRestockRoutes(app: Hono, ctx: AppContext): void {
  const { storage } = ctx;
  const findVariant = (productId: string, variantId: string) => {
    const product = storage.get<Product>(COLLECTIONS.products, productId);
    if (!product)
      throw new ApiError(404, { message: RESTOCK_MESSAGES.unknownProduct, errors: { productId } });
    const variant = product.variants.find((v) => v.id === variantId);
    if (!variant) throw fieldError('variantId', RESTOCK_MESSAGES.unknownVariant);
    return { product, variant };
  };

  app.post(BASE, async (c) => {
    requireCrumb(c);
    ctx.limit(c, 'formSubmission', RESTOCK_MESSAGES.rateLimited);
    const body = asObject(await readBody(c));
    const productId = requireString(body, 'productId', { max: 200 });
    const variantId = requireString(body, 'variantId', { max: 200 });
    const email = optionalString(body, 'siteVisitorEmail', { max: 256 })?.trim() ?? '';
    if (email === '') throw fieldError('siteVisitorEmail', RESTOCK_MESSAGES.blankEmail);
    if (!isValidEmail(email)) throw fieldError('siteVisitorEmail', RESTOCK_MESSAGES.invalidEmail);
    const isJoinMailingList = optionalBoolean(body, 'isJoinMailingList') ?? false;
    const language = optionalString(body, 'language', { max: 35 }) ?? null;
    const token =
      optionalString(body, 'captchaToken', { max: 4000 }) ??
      optionalString(body, 'recaptchaEnterpriseV3Token', { max: 4000 });
    // A site with a captcha key requires a token; any token sent must verify.
    if (token === undefined && ctx.site().captchaSettings.siteKey !== '') {
      throw fieldError('captchaToken', RESTOCK_MESSAGES.completeCaptcha);
    }
    if (token !== undefined && !verifyCaptcha(token))
      throw fieldError('captchaToken', RESTOCK_MESSAGES.captchaFailed);
    findVariant(productId, variantId);

    const signUp = storage.transaction(() => {
      // One pending sign-up per email, product and variant: signing up twice is not an error.
      const pending = storage
        .list<RestockSignUp>(COLLECTIONS.restock)
        .find(
          (s) =>
            s.notifiedOn === null &&
            s.productId === productId &&
            s.variantId === variantId &&
            s.siteVisitorEmail.toLowerCase() === email.toLowerCase(),
        );
      const record: RestockSignUp = pending
        ? {
            ...pending,
            isJoinMailingList: pending.isJoinMailingList || isJoinMailingList,
            language: language ?? pending.language,
          }
        : {
            id: `restock-${randomToken(8)}`,
            productId,
            variantId,
            siteVisitorEmail: email,
            isJoinMailingList,
            language,
            createdOn: ctx.now(),
            notifiedOn: null,
          };
      storage.put(COLLECTIONS.restock, record.id, record);
      return record;
    });
    return c.json({ message: ctx.site().restockSuccessText || RESTOCK_MESSAGES.defaultSuccess, signUp });
  });

  app.get(`${BASE}/groups`, (c) => {
    requireOwner(c, ctx);
    const groups = new Map<string, RestockSignUpGroup>();
    for (const s of storage.list<RestockSignUp>(COLLECTIONS.restock)) {
      const key = `${s.productId}\u0000${s.variantId}`;
      let group = groups.get(key);
      if (!group) {
        const product = storage.get<Product>(COLLECTIONS.products, s.productId);
        group = {
          productId: s.productId,
          productName: product?.name ?? s.productId,
          variantId: s.variantId,
          variantAttributes: product?.variants.find((v) => v.id === s.variantId)?.attributes ?? {},
          count: 0,
          notifiedCount: 0,
        };
        groups.set(key, group);
      }
      if (s.notifiedOn === null) group.count += 1;
      else group.notifiedCount += 1;
    }
    const { page, hasNextPage, nextPageCursor } = paginate(
      [...groups.values()],
      c.req.query('cursor'),
      c.req.query('limit'),
    );
    return c.json({ signUpGroups: page, hasNextPage, nextPageCursor });
  });

  app.get(BASE, (c) => {
    requireOwner(c, ctx);
    const productId = c.req.query('productId');
    if (!productId) throw fieldError('productId', '"productId" is required.');
    const variantId = c.req.query('variantId');
    const matching = storage
      .list<RestockSignUp>(COLLECTIONS.restock)
      .filter((s) => s.productId === productId && (!variantId || s.variantId === variantId));
    const { page, hasNextPage, nextPageCursor } = paginate(
      matching,
      c.req.query('cursor'),
      c.req.query('limit'),
    );
    return c.json({ signUps: page, hasNextPage, nextPageCursor });
  });

  /** Marks every pending sign-up of the pairs notified; @returns how many. */
  const send = (pairs: Array<{ productId: string; variantId: string }>) =>
    storage.transaction(() => {
      let notified = 0;
      const at = ctx.now();
      for (const s of storage.list<RestockSignUp>(COLLECTIONS.restock)) {
        if (s.notifiedOn !== null) continue;
        if (!pairs.some((p) => p.productId === s.productId && p.variantId === s.variantId)) continue;
        storage.put(COLLECTIONS.restock, s.id, { ...s, notifiedOn: at });
        notified += 1;
      }
      return notified;
    });
  const readPair = (value: unknown, field: string) => {
    const fields = asObject(value, field);
    const productId = requireString(fields, 'productId', { max: 200 });
    const variantId = requireString(fields, 'variantId', { max: 200 });
    findVariant(productId, variantId);
    return { productId, variantId };
  };

  app.post(`${BASE}/send`, async (c) => {
    requireCrumb(c);
    const { session } = requireOwner(c, ctx);
    requireSiteUserXsrf(c, session);
    const pair = readPair(await readBody(c), 'body');
    return c.json({ notifiedCount: send([pair]) });
  });

  app.post(`${BASE}/send/all`, async (c) => {
    requireCrumb(c);
    const { session } = requireOwner(c, ctx);
    requireSiteUserXsrf(c, session);
    const body = asObject(await readBody(c));
    const list = requireArray(body, 'sendRequests', 500);
    if (list.length === 0) throw fieldError('sendRequests', '"sendRequests" must not be empty.');
    const pairs = list.map((item, i) => readPair(item, `sendRequests[${i}]`));
    return c.json({ notifiedCount: send(pairs) });
  });
}
