import { CAPTCHA_NOT_SET_UP, type CaptchaApi, captchaSize } from '@storefront-widgets/core/captcha';

/** Options of {@link renderCaptcha}. */
export interface RenderCaptchaOptions {
  /** The site's captcha key; nothing renders without one. */
  siteKey: string | null | undefined;
  /** The loaded captcha library, e.g. `window.grecaptcha`. */
  api: CaptchaApi | null | undefined;
  /** The visitor completed the challenge. */
  onChange?: (token: string) => void;
  /** A completed challenge expired. */
  onExpire?: () => void;
}

/**
 * Renders a captcha into a container outside React (site templates; widgets use
 * `<Captcha>` of @storefront-widgets/react, which shares the size rule): only with a site key, compact
 * under 320px of container width, and marks the container `data-widget-id` once rendered.
 * Rendering into a container already marked returns its widget id.
 * @returns the widget id, or null when there is no site key or the node is not an element
 *   (then a console error is logged)
 * @throws Error 'ReCaptcha has not been set up!' when the library is missing
 */
export function renderCaptcha(container: unknown, options: RenderCaptchaOptions): string | null {
  if (!options.siteKey) return null;
  if (!container || typeof container !== 'object' || (container as Node).nodeType !== 1) {
    console.error('[storefront] The captcha can only render into an element; got', container);
    return null;
  }
  const element = container as HTMLElement;
  const existing = element.getAttribute('data-widget-id');
  if (existing !== null) return existing;
  if (!options.api) throw new Error(CAPTCHA_NOT_SET_UP);
  const widgetId = String(
    options.api.render(element, {
      sitekey: options.siteKey,
      size: captchaSize(element.getBoundingClientRect().width),
      ...(options.onChange ? { callback: options.onChange } : {}),
      ...(options.onExpire ? { 'expired-callback': options.onExpire } : {}),
    }),
  );
  element.setAttribute('data-widget-id', widgetId);
  return widgetId;
}
