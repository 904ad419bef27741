import { RESTOCK_ROUTES } from '../api/restockRoutes';
import type { RestockSignUpResponse } from '../api/types';
import type { Captcha } from '../captcha/createCaptcha';
import { type ErrorCategory, errorCategoryOf } from '../errors/errorCategoryOf';
import { ApiError } from '../http/ApiError';
import type { HttpClient } from '../http/createHttpClient';
import { networkErrorToApiError } from '../http/networkErrorToApiError';
import { COMPILED_EN_RESTOCK } from '../messages/compiled.en.restock';
import { getDefaultMessagesFor, type Messages } from '../messages/createMessages';
import { type RestockFormErrors, validateRestockForm } from '../validation/validateRestockForm';
import {
  buildRestockSignUpRequest,
  type RestockCaptchaToken,
  type RestockSignUpRequestOptions,
} from './buildRestockSignUpRequest';

/** Options of {@link submitRestockSignUp}. */
export interface SubmitRestockOptions extends Omit<RestockSignUpRequestOptions, 'captcha'> {
  client: HttpClient;
  /** The form's captcha (see `createCaptcha`), or null when it shows none. */
  captcha?: Captcha | null;
  /** The store's custom restock success text; blank falls back to 'Signed up!'. */
  customSuccessText?: string | null;
  messages?: Messages;
}

/** Outcome of {@link submitRestockSignUp}. */
export type SubmitRestockResult =
  | { type: 'invalid'; errors: RestockFormErrors }
  | { type: 'signedUp'; message: string }
  | { type: 'failed'; message: string; category: ErrorCategory };

function serverText(error: ApiError): string | undefined {
  const body = error.body as { message?: unknown; error?: unknown } | undefined;
  const text = [body?.message, body?.error].find((value) => typeof value === 'string' && value.trim() !== '');
  return text as string | undefined;
}

/**
 * The restock sign-up flow: validate, get the captcha token, POST; on success the
 * store's text or 'Signed up!' (the caller then destroys the captcha); on failure the server's
 * message (with the enterprise captcha the fallback 'Unable to submit form. Please try again
 * later.') and the captcha is reset. Never rejects.
 */
export async function submitRestockSignUp(options: SubmitRestockOptions): Promise<SubmitRestockResult> {
  const { client, captcha } = options;
  const messages = options.messages ?? getDefaultMessagesFor(COMPILED_EN_RESTOCK);
  const classicToken = captcha?.type === 'classic' ? await captcha.getToken() : undefined;
  const errors = validateRestockForm(
    {
      email: options.email,
      hasClassicCaptcha: captcha?.type === 'classic',
      captchaToken: classicToken ?? null,
    },
    messages,
  );
  if (errors) return { type: 'invalid', errors };

  const isEnterprise = captcha?.type === 'enterprise';
  const fail = (message: string, category: ErrorCategory): SubmitRestockResult => {
    captcha?.reset();
    return { type: 'failed', message, category };
  };

  let token: RestockCaptchaToken = null;
  if (captcha?.type === 'classic' && classicToken) token = { type: 'classic', token: classicToken };
  if (captcha?.type === 'enterprise') {
    try {
      token = { type: 'enterprise', token: await captcha.getToken() };
    } catch (error) {
      if (process.env.NODE_ENV !== 'production') console.warn('[storefront] restock captcha failed', error);
      return fail(messages.format('restock.failed'), 'fault');
    }
  }

  try {
    await client.post<RestockSignUpResponse>(
      RESTOCK_ROUTES.restockSignUp,
      buildRestockSignUpRequest({ ...options, captcha: token }),
    );
  } catch (caught) {
    const error = caught instanceof ApiError ? caught : networkErrorToApiError(caught, messages);
    // 'Please try again in a few seconds.' is the add-to-cart wording of a 429 (storefront §8);
    // a restock failure shows the server's message, so a 429 keeps its body text here.
    const category = errorCategoryOf(error);
    if (error.isNetworkError || error.isCrumbFail) return fail(error.message, category);
    const text = serverText(error);
    if (text) return fail(text, category);
    return fail(isEnterprise ? messages.format('restock.failed') : error.message, category);
  }
  const custom = options.customSuccessText?.trim();
  return { type: 'signedUp', message: custom || messages.format('restock.success') };
}
