import { CAPTCHA_NOT_SET_UP } from '@storefront-widgets/core';
import type { CaptchaApi, CaptchaRenderOptions } from '@storefront-widgets/react';
import type { EmbedConfig } from '../config/readConfig';

/** The part of the captcha library's global (`window.grecaptcha`) the widgets call. */
export interface CaptchaLibrary {
  render(container: HTMLElement, options: CaptchaRenderOptions): number | string;
  reset(widgetId: number | string): void;
  getResponse(widgetId: number | string): string;
  execute?(siteKey: string, options: { action: string }): Promise<string>;
  /** reCAPTCHA Enterprise puts its API under `grecaptcha.enterprise`. */
  enterprise?: Omit<CaptchaLibrary, 'enterprise'>;
}

declare global {
  interface Window {
    grecaptcha?: CaptchaLibrary;
  }
}

/**
 * The page's captcha library as a {@link CaptchaApi}. The library is looked up on every call, not
 * once: the site's captcha script may finish loading after the drop-in started. Any script that
 * defines `window.grecaptcha` works (Google's, or the example site's offline test captcha).
 */
export function createWindowCaptcha(win: Window = window): CaptchaApi {
  const library = (): CaptchaLibrary => {
    const found = win.grecaptcha;
    if (!found) throw new Error('[storefront] the captcha script (window.grecaptcha) is not loaded');
    return found;
  };
  return {
    render: (container, options) => library().render(container, options),
    reset: (widgetId) => library().reset(widgetId),
    getResponse: (widgetId) => library().getResponse(widgetId),
    execute: (siteKey, options) => {
      const found = library();
      const execute = found.enterprise?.execute ?? found.execute;
      return execute ? execute(siteKey, options) : Promise.reject(new Error(CAPTCHA_NOT_SET_UP));
    },
  };
}

/**
 * The captcha for a widget that shows one (restock and site forms): the page's library when the
 * config has a captcha site key, else none, so pages without a key never touch window.grecaptcha.
 * Kept out of the shared runtime so product pages do not download it.
 */
export function windowCaptchaFor(config: EmbedConfig): { captcha?: CaptchaApi } {
  return config.captchaSiteKey ? { captcha: createWindowCaptcha() } : {};
}
