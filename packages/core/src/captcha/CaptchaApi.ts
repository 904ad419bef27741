/** Options passed to {@link CaptchaApi.render}, in the captcha library's own spelling. */
export interface CaptchaRenderOptions {
  sitekey: string;
  /** 'compact' under 320px of container width, else 'normal'. */
  size: 'compact' | 'normal' | 'invisible';
  /** Enterprise badge placement; 'inline' keeps it inside our container so we can show/hide it. */
  badge?: 'inline' | 'bottomright' | 'bottomleft';
  /** Called with the response token when the visitor completes the challenge. */
  callback?: (token: string) => void;
  /** Called when a completed challenge expires. */
  'expired-callback'?: () => void;
}

/**
 * The captcha library, injected so tests and stories pass a fake (the real one is
 * `window.grecaptcha` / `grecaptcha.enterprise` once its script has loaded).
 */
export interface CaptchaApi {
  render(container: HTMLElement, options: CaptchaRenderOptions): number | string;
  reset(widgetId: number | string): void;
  getResponse(widgetId: number | string): string;
  /**
   * Enterprise (v3) only: runs the invisible challenge for an action and resolves its token
   * (`grecaptcha.enterprise.execute`). Absent on classic-only libraries.
   */
  execute?(siteKey: string, options: { action: string }): Promise<string>;
}
