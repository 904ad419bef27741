import type { RestockSignUpResponse } from '../api/types';
import { ApiError } from '../http/ApiError';
import type { HttpClient } from '../http/createHttpClient';
import { networkErrorToApiError } from '../http/networkErrorToApiError';
import { getDefaultMessages, type Messages } from '../messages/createMessages';
import { type RestockFormErrors, validateRestockForm } from '../validation/validateRestockForm';
import {
  buildRestockSignUpRequest,
  type RestockCaptchaToken,
  type RestockSignUpInput,
} from './buildRestockSignUpRequest';
import { RESTOCK_ENDPOINTS } from './restockEndpoints';

/** The captcha of a restock form. */
export type RestockCaptcha =
  | {
      type: 'classic';
      /** The checkbox captcha's response; empty until completed. */
      getToken(): string | null | undefined;
      reset(): void;
      destroy(): void;
    }
  | {
      type: 'enterprise';
      /** Site key from the page context; missing rejects with 'Enterprise V3 ReCaptcha site key not found'. */
      siteKey: string | null | undefined;
      /** Runs the enterprise (v3) captcha for the site key and resolves its token. */
      execute(siteKey: string): Promise<string>;
      reset(): void;
      destroy(): void;
    };

/** Options of {@link submitRestockSignUp}. */
export interface SubmitRestockOptions extends Omit<RestockSignUpInput, 'captcha'> {
  client: HttpClient;
  captcha?: RestockCaptcha | null;
  /** The store's custom restock success text; blank falls back to 'Signed up!'. */
  customSuccessText?: string | null;
  messages?: Messages;
}

/** Outcome of {@link submitRestockSignUp}. */
export type SubmitRestockResult =
  | { status: 'invalid'; errors: RestockFormErrors }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string };

/**
 * Runs the enterprise captcha: rejects with Error('Enterprise V3 ReCaptcha site key not found')
 * when there is no site key (storefront §8).
 */
export async function getEnterpriseCaptchaToken(
  captcha: Extract<RestockCaptcha, { type: 'enterprise' }>,
  messages: Messages = getDefaultMessages(),
): Promise<string> {
  if (!captcha.siteKey) throw new Error(messages.format('restock.siteKeyMissing'));
  return captcha.execute(captcha.siteKey);
}

function serverText(error: ApiError): string | undefined {
  const body = error.body as { message?: unknown; error?: unknown } | undefined;
  const text = [body?.message, body?.error].find((value) => typeof value === 'string' && value.trim() !== '');
  return text as string | undefined;
}

/**
 * The restock sign-up flow (storefront §4): validate, get the captcha token, POST; on success the
 * store's text or 'Signed up!' and the captcha is destroyed; on failure the server's message (with
 * the enterprise captcha the fallback 'Unable to submit form. Please try again later.') and the
 * captcha is reset. Never rejects.
 */
export async function submitRestockSignUp(options: SubmitRestockOptions): Promise<SubmitRestockResult> {
  const { client, captcha } = options;
  const messages = options.messages ?? getDefaultMessages();
  const classicToken = captcha?.type === 'classic' ? captcha.getToken() : undefined;
  const errors = validateRestockForm(
    {
      email: options.email,
      hasClassicCaptcha: captcha?.type === 'classic',
      captchaToken: classicToken ?? null,
    },
    messages,
  );
  if (errors) return { status: 'invalid', errors };

  const isEnterprise = captcha?.type === 'enterprise';
  const fail = (message: string): SubmitRestockResult => {
    captcha?.reset();
    return { status: 'error', message };
  };

  let token: RestockCaptchaToken = null;
  if (captcha?.type === 'classic' && classicToken) token = { type: 'classic', token: classicToken };
  if (captcha?.type === 'enterprise') {
    try {
      token = { type: 'enterprise', token: await getEnterpriseCaptchaToken(captcha, messages) };
    } catch (error) {
      if (process.env.NODE_ENV !== 'production') console.warn('[storefront] restock captcha failed', error);
      return fail(messages.format('restock.failed'));
    }
  }

  try {
    await client.post<RestockSignUpResponse>(
      RESTOCK_ENDPOINTS.signUp,
      buildRestockSignUpRequest({ ...options, captcha: token }),
    );
  } catch (caught) {
    const error = caught instanceof ApiError ? caught : networkErrorToApiError(caught, messages);
    // 'Please try again in a few seconds.' is the add-to-cart wording of a 429 (storefront §8);
    // a restock failure shows the server's message, so a 429 keeps its body text here.
    if (error.isNetworkError || error.isCrumbFail) return fail(error.message);
    const text = serverText(error);
    if (text) return fail(text);
    return fail(isEnterprise ? messages.format('restock.failed') : error.message);
  }
  captcha?.destroy();
  const custom = options.customSuccessText?.trim();
  return { status: 'success', message: custom || messages.format('restock.success') };
}
