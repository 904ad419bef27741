import type { CaptchaApi } from '@storefront-widgets/react';

/** Options of {@link createStoryCaptcha}. */
export interface StoryCaptchaOptions {
  /**
   * The token the fake hands out once ticked (classic) or executed (enterprise). The reference
   * backend verifies only `'pass'`. @default 'pass'
   */
  token?: string;
}

const SIZES = { compact: [164, 144], normal: [304, 78], invisible: [256, 60] } as const;

/**
 * A stand-in for the captcha library with no network: the classic widget is a real, labelled
 * checkbox ('I'm not a robot') sized like the real one for its `size`, so a designer can tick it
 * and a play function can click it; the enterprise badge is a small inline note. The captcha
 * container decides the size and visibility, exactly as with the real library.
 */
export function createStoryCaptcha(options: StoryCaptchaOptions = {}): CaptchaApi {
  const token = options.token ?? 'pass';
  let nextId = 1;
  const widgets = new Map<number, { checkbox: HTMLInputElement | null }>();
  return {
    render(container, renderOptions) {
      const id = nextId++;
      const [width, height] = SIZES[renderOptions.size];
      const box = document.createElement('div');
      box.className = `story-captcha story-captcha--${renderOptions.size}`;
      box.dataset.size = renderOptions.size;
      box.style.cssText = `box-sizing:border-box;width:${width}px;min-height:${renderOptions.badge ? 0 : height}px;display:flex;align-items:center;gap:8px;padding:8px 12px;border:1px solid #8a8a8a;border-radius:3px;background:#f9f9f9;color:#222;font:14px/1.3 sans-serif`;
      if (renderOptions.badge) {
        box.textContent = 'Protected by reCAPTCHA (story fake)';
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
