import type { Messages } from '@storefront-widgets/core/messages';
import { getPlatformMessages } from '../i18n/getPlatformMessages';

/** The captcha library's script, rendering explicitly (widgets call `render`). */
export const DEFAULT_CAPTCHA_SCRIPT_SRC = 'https://www.google.com/recaptcha/api.js?render=explicit';

/** Options of {@link loadCaptchaScript}. */
export interface LoadCaptchaScriptOptions {
  /** Script URL. @default {@link DEFAULT_CAPTCHA_SCRIPT_SRC} */
  src?: string;
  /** The page. @default globalThis.document */
  document?: Document;
  /** Formatter of 'Document was destroyed'. @default English */
  messages?: Messages;
}

const loads = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Adds the captcha library's script to the page once per URL and resolves when it has loaded.
 * When the script fails to load it rejects with 'Document was destroyed', removes
 * the tag and forgets the attempt, so a later call tries again.
 */
export function loadCaptchaScript(options: LoadCaptchaScriptOptions = {}): Promise<void> {
  const doc = options.document ?? globalThis.document;
  const src = options.src ?? DEFAULT_CAPTCHA_SCRIPT_SRC;
  const perDocument = loads.get(doc) ?? new Map<string, Promise<void>>();
  loads.set(doc, perDocument);
  const pending = perDocument.get(src);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        perDocument.delete(src);
        reject(new Error((options.messages ?? getPlatformMessages()).format('captcha.destroyed')));
      },
      { once: true },
    );
    doc.head.appendChild(script);
  });
  perDocument.set(src, load);
  return load;
}
