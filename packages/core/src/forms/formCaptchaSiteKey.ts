import type { FormCaptchaSettings } from '../api/types';

/**
 * The site key a form's captcha renders with: none when the form has no captcha, else the form's
 * own key, else the site's (captchas render only with a site key).
 */
export function formCaptchaSiteKey(
  captcha: FormCaptchaSettings,
  siteKey: string | null | undefined,
): string | undefined {
  if (!captcha.enabled) return undefined;
  return captcha.siteKey || siteKey || undefined;
}
