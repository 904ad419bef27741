import * as v from 'valibot';
import { CATALOGUE_EN } from '../messages/catalogue.en';
import { EMAIL_LENGTH, isValidEmail } from '../validation/isValidEmail';
import { formBoolean, list, optionalText, requiredParam, text } from './schemaParts';

/**
 * `POST /api/site-users/account/notifications/restock`,
 * with the platform's email messages. Whether a captcha token is required depends on the site.
 */
export const RestockSignUpRequestSchema = v.object({
  productId: text(200),
  variantId: text(200),
  siteVisitorEmail: v.pipe(
    v.nullish(v.string('"{field}" must be a string.'), ''),
    v.trim(),
    v.nonEmpty(CATALOGUE_EN['restock.emailBlank']),
    v.check(isValidEmail, CATALOGUE_EN['restock.emailInvalid']),
    v.maxLength(EMAIL_LENGTH.max, CATALOGUE_EN['restock.emailInvalid']),
  ),
  isJoinMailingList: v.optional(formBoolean(), false),
  captchaToken: optionalText(4000),
  recaptchaEnterpriseV3Token: optionalText(4000),
  language: optionalText(35),
});

/** `POST …/restock/send`: one product and variant. */
export const RestockSendRequestSchema = v.object({ productId: text(200), variantId: text(200) });

/** `POST …/restock/send/all`: 1 to 500 product/variant pairs. */
export const RestockSendAllRequestSchema = v.object({
  sendRequests: v.pipe(list(RestockSendRequestSchema, 500), v.nonEmpty('"{field}" must not be empty.')),
});

/** Cursor paging of the owner listings; `limit` is 1–100. */
export const PageQuerySchema = v.object({ cursor: v.optional(v.string()), limit: v.optional(v.string()) });

/** `GET …/restock` query: a product, optionally one variant, and the page. */
export const RestockSignUpsQuerySchema = v.object({
  productId: requiredParam(),
  variantId: v.optional(v.string()),
  cursor: v.optional(v.string()),
  limit: v.optional(v.string()),
});
