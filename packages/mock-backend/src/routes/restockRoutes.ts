import {
  API_ROUTES,
  CATALOGUE_EN,
  PageQuerySchema,
  type Product,
  type RestockGroupsResponse,
  RestockSendAllRequestSchema,
  RestockSendRequestSchema,
  type RestockSendResponse,
  type RestockSignUp,
  type RestockSignUpGroup,
  RestockSignUpRequestSchema,
  type RestockSignUpResponse,
  RestockSignUpsQuerySchema,
  type RestockSignUpsResponse,
} from '@storefront-widgets/core';
import type { Hono } from 'hono';
import type { AppContext } from '../app/AppContext';
import { CART_MESSAGES } from '../cart/cartMessages';
import { FORM_MESSAGES_SUMMARY } from '../forms/formMessages';
import { fieldError, httpError } from '../http/httpError';
import { validateBody, validateQuery } from '../http/validate';
import { verifyCaptcha } from '../security/captcha';
import { randomToken } from '../security/randomToken';
import { requireCrumb } from '../security/requireCrumb';
import { ownerWrite, requireOwner } from '../security/sessions';
import { COLLECTIONS, restockPendingKey } from '../seed/records';
import { paginate } from './pagination';

/** Restock messages, from core's catalogue where the platform words them. */
export const RESTOCK_MESSAGES = {
  blankEmail: CATALOGUE_EN['restock.emailBlank'],
  invalidEmail: CATALOGUE_EN['restock.emailInvalid'],
  completeCaptcha: FORM_MESSAGES_SUMMARY.completeCaptcha,
  captchaFailed: FORM_MESSAGES_SUMMARY.captchaFailed,
  rateLimited: FORM_MESSAGES_SUMMARY.status429,
  defaultSuccess: CATALOGUE_EN['restock.success'],
  unknownProduct: CART_MESSAGES.productUnavailable,
  unknownVariant: CART_MESSAGES.variantUnavailable,
} as const;

/** Registers the restock sign-up, listing and send calls. */
export function registerRestockRoutes(app: Hono, ctx: AppContext): void {
  const { storage } = ctx;
  const findVariant = (productId: string, variantId: string) => {
    const product = storage.get<Product>(COLLECTIONS.products, productId);
    if (!product) throw httpError(404, { message: RESTOCK_MESSAGES.unknownProduct, errors: { productId } });
    const variant = product.variants.find((v) => v.id === variantId);
    if (!variant) throw fieldError('variantId', RESTOCK_MESSAGES.unknownVariant);
    return { product, variant };
  };

  app.post(
    API_ROUTES.restockSignUp,
    requireCrumb(),
    ctx.rateLimit('formSubmission', RESTOCK_MESSAGES.rateLimited),
    validateBody(RestockSignUpRequestSchema),
    (c) => {
      const request = c.req.valid('json');
      const { productId, variantId, siteVisitorEmail: email, isJoinMailingList } = request;
      const language = request.language ?? null;
      const token = request.captchaToken ?? request.recaptchaEnterpriseV3Token ?? undefined;
      // A site with a captcha key requires a token; any token sent must verify.
      if (token === undefined && ctx.site().captchaSettings.siteKey !== '') {
        throw fieldError('captchaToken', RESTOCK_MESSAGES.completeCaptcha);
      }
      if (token !== undefined && !verifyCaptcha(token))
        throw fieldError('captchaToken', RESTOCK_MESSAGES.captchaFailed);
      findVariant(productId, variantId);

      storage.transaction(() => {
        // One pending sign-up per email, product and variant, found by its index entry: signing
        // up twice is not an error.
        const key = restockPendingKey(productId, variantId, email);
        const pendingId = storage.get<string>(COLLECTIONS.restockPending, key);
        const pending = pendingId ? storage.get<RestockSignUp>(COLLECTIONS.restock, pendingId) : undefined;
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
        storage.put(COLLECTIONS.restockPending, key, record.id);
        if (!pending) ctx.housekeeping.restockSignUps();
      });
      // The same answer whether or not the email had signed up before: it reveals nothing.
      return c.json({
        message: ctx.site().restockSuccessText || RESTOCK_MESSAGES.defaultSuccess,
      } satisfies RestockSignUpResponse);
    },
  );

  app.get(API_ROUTES.restockGroups, validateQuery(PageQuerySchema), (c) => {
    requireOwner(c, ctx);
    const groups = new Map<string, RestockSignUpGroup>();
    for (const s of storage.list<RestockSignUp>(COLLECTIONS.restock)) {
      const key = `${s.productId}\u0000${s.variantId}`;
      let group = groups.get(key);
      if (!group) {
        const product = storage.get<Product>(COLLECTIONS.products, s.productId);
        const variant = product?.variants.find((v) => v.id === s.variantId);
        group = {
          productId: s.productId,
          productName: product?.name ?? s.productId,
          variantId: s.variantId,
          variantAttributes: variant?.attributes ?? {},
          ...(variant ? { variantSku: variant.sku } : {}),
          count: 0,
          notifiedCount: 0,
        };
        groups.set(key, group);
      }
      if (s.notifiedOn === null) group.count += 1;
      else group.notifiedCount += 1;
    }
    const { cursor, limit } = c.req.valid('query');
    const { page, hasNextPage, nextPageCursor } = paginate([...groups.values()], cursor, limit);
    return c.json({ signUpGroups: page, hasNextPage, nextPageCursor } satisfies RestockGroupsResponse);
  });

  app.get(API_ROUTES.restockSignUps, validateQuery(RestockSignUpsQuerySchema), (c) => {
    requireOwner(c, ctx);
    const { productId, variantId, cursor, limit } = c.req.valid('query');
    const matching = storage
      .list<RestockSignUp>(COLLECTIONS.restock)
      .filter((s) => s.productId === productId && (!variantId || s.variantId === variantId));
    const { page, hasNextPage, nextPageCursor } = paginate(matching, cursor, limit);
    return c.json({ signUps: page, hasNextPage, nextPageCursor } satisfies RestockSignUpsResponse);
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
        storage.delete(
          COLLECTIONS.restockPending,
          restockPendingKey(s.productId, s.variantId, s.siteVisitorEmail),
        );
        notified += 1;
      }
      return notified;
    });
  const owner = ownerWrite(ctx);

  app.post(API_ROUTES.restockSend, requireCrumb(), owner, validateBody(RestockSendRequestSchema), (c) => {
    const pair = c.req.valid('json');
    findVariant(pair.productId, pair.variantId);
    return c.json({ notifiedCount: send([pair]) } satisfies RestockSendResponse);
  });

  app.post(
    API_ROUTES.restockSendAll,
    requireCrumb(),
    owner,
    validateBody(RestockSendAllRequestSchema),
    (c) => {
      const pairs = c.req.valid('json').sendRequests;
      for (const pair of pairs) findVariant(pair.productId, pair.variantId);
      return c.json({ notifiedCount: send(pairs) } satisfies RestockSendResponse);
    },
  );
}
