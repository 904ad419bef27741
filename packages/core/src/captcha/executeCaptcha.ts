import type { CaptchaApi } from './CaptchaApi';

/** The error of executing a captcha whose library cannot. */
export const CAPTCHA_NOT_SET_UP = 'ReCaptcha has not been set up!';

/**
 * Runs the invisible (enterprise) challenge for an action and resolves its token. Rejects with
 * 'ReCaptcha has not been set up!' when there is no library, no execute, or no site key.
 */
export function executeCaptcha(
  api: CaptchaApi | null | undefined,
  siteKey: string | null | undefined,
  action: string,
): Promise<string> {
  return api?.execute && siteKey
    ? api.execute(siteKey, { action })
    : Promise.reject(new Error(CAPTCHA_NOT_SET_UP));
}
