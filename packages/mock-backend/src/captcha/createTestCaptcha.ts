import type { CaptchaApi } from '@storefront-widgets/core/captcha';
import { PASSING_CAPTCHA_TOKEN } from '../security/captcha';

/** Options of {@link createTestCaptcha}. */
export interface TestCaptchaOptions {
  /**
   * The token it hands out once ticked (classic) or executed (enterprise). The reference backend
   * verifies only `'pass'`; another token makes the backend refuse. @default 'pass'
   */
  token?: string;
}

const SIZES = { compact: [164, 144], normal: [304, 78], invisible: [256, 60] } as const;

/**
 * The development captcha the reference backend accepts: a stand-in for the captcha library
 * (`window.grecaptcha`) with no network, for `<StorefrontProvider captcha={createTestCaptcha()}>`
 * in an app developed against the reference backend, whose seeded site and forms require a
 * captcha. The classic widget is a real, labelled checkbox ('I'm not a robot') sized like the real
 * one for its `size`; the enterprise badge is a small inline note and `execute` resolves at once.
 * Never ship it to production: a real backend refuses its token.
 */
export function createTestCaptcha(options: TestCaptchaOptions = {}): CaptchaApi {
  const token = options.token ?? PASSING_CAPTCHA_TOKEN;
  let nextId = 1;
  const widgets = new Map<number, { checkbox: HTMLInputElement | null }>();
  return {
    render(container, renderOptions) {
      const id = nextId++;
      const [width, height] = SIZES[renderOptions.size];
      const box = document.createElement('div');
      box.className = `sf-test-captcha sf-test-captcha--${renderOptions.size}`;
      box.dataset.size = renderOptions.size;
      box.style.cssText = `box-sizing:border-box;width:${width}px;min-height:${renderOptions.badge ? 0 : height}px;display:flex;align-items:center;gap:8px;padding:8px 12px;border:1px solid #8a8a8a;border-radius:3px;background:#f9f9f9;color:#222;font:14px/1.3 sans-serif`;
      if (renderOptions.badge) {
        box.textContent = 'Protected by reCAPTCHA (development stand-in)';
        container.appendChild(box);
        widgets.set(id, { checkbox: null });
        return id;
      }
      const label = document.createElement('label');
      label.style.cssText = 'display:flex;align-items:center;gap:8px;cursor:pointer';
      const checkbox = document.createElement('input');
      checkbox.type = 'checkbox';
      checkbox.style.cssText = 'width:24px;height:24px;margin:0';
      checkbox.addEventListener('change', () => {
        if (checkbox.checked) renderOptions.callback?.(token);
        else renderOptions['expired-callback']?.();
      });
      label.append(checkbox, "I'm not a robot");
      box.appendChild(label);
      container.appendChild(box);
      widgets.set(id, { checkbox });
      return id;
    },
    reset(widgetId) {
      const checkbox = widgets.get(Number(widgetId))?.checkbox;
      if (checkbox) checkbox.checked = false;
    },
    getResponse(widgetId) {
      return widgets.get(Number(widgetId))?.checkbox?.checked ? token : '';
    },
    execute: () => Promise.resolve(token),
  };
}
