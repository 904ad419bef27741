import type { RestockSignUpRequest } from '../api/types';

/** The captcha answer that goes with a sign-up. */
export type RestockCaptchaToken =
  | { type: 'classic'; token: string }
  | { type: 'enterprise'; token: string }
  | null
  | undefined;

/** Input of {@link buildRestockSignUpRequest}. */
export interface RestockSignUpRequestOptions {
  productId: string;
  variantId: string;
  email: string;
  /** @default false */
  isJoinMailingList?: boolean;
  captcha?: RestockCaptchaToken;
  /** The shopper's language, e.g. from the translation widget. */
  language?: string | null;
  /** Site setting: transactional emails are sent in the shopper's language. @default false */
  isMultilingualTransactionalEmailsEnabled?: boolean;
  /** A translation widget is present on the page. @default false */
  hasTranslationWidget?: boolean;
}

/**
 * Builds the sign-up body: `captchaToken` for the classic captcha or
 * `recaptchaEnterpriseV3Token` for the enterprise one; `language` only when multilingual
 * transactional emails are on and a translation widget is present.
 */
export function buildRestockSignUpRequest(input: RestockSignUpRequestOptions): RestockSignUpRequest {
  const request: RestockSignUpRequest = {
    productId: input.productId,
    variantId: input.variantId,
    siteVisitorEmail: input.email.trim(),
    isJoinMailingList: input.isJoinMailingList === true,
  };
  if (input.captcha?.type === 'classic') request.captchaToken = input.captcha.token;
  if (input.captcha?.type === 'enterprise') request.recaptchaEnterpriseV3Token = input.captcha.token;
  if (input.isMultilingualTransactionalEmailsEnabled && input.hasTranslationWidget && input.language) {
    request.language = input.language;
  }
  return request;
}
