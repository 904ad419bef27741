/** The only captcha token that verifies offline (classic and enterprise v3 alike). */
export const PASSING_CAPTCHA_TOKEN = 'pass';

/** Offline captcha verification: deterministic, no network. */
export function verifyCaptcha(token: string | undefined): boolean {
  return token === PASSING_CAPTCHA_TOKEN;
}
