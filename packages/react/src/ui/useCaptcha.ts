import { type Captcha, type CaptchaType, createCaptcha } from '@storefront-widgets/core';
import { type RefObject, useContext, useRef, useState } from 'react';
import { StorefrontContext } from '../context/StorefrontContext';
import type { CaptchaHandle } from './Captcha';

/** Options of {@link useCaptcha}. */
export interface UseCaptchaOptions {
  /** @default settings.captchaType ?? 'classic' */
  type?: CaptchaType;
  /** The site key; without one there is no captcha. */
  siteKey: string | undefined;
  /** The enterprise action name, e.g. `'form_submit'`. */
  action: string;
}

/** What {@link useCaptcha} returns. */
export interface UseCaptchaResult {
  /** Core's captcha over the rendered `<Captcha>`, for a flow's controller; null without a site key. */
  captcha: Captcha | null;
  /** Pass as the `<Captcha>`'s ref. */
  ref: RefObject<CaptchaHandle | null>;
  type: CaptchaType;
}

/**
 * The one captcha adapter of every flow: core's `createCaptcha` over the `<Captcha>` this
 * component renders, created once per mount.
 */
export function useCaptcha(options: UseCaptchaOptions): UseCaptchaResult {
  const context = useContext(StorefrontContext);
  const type = options.type ?? context?.settings.captchaType ?? 'classic';
  const ref = useRef<CaptchaHandle | null>(null);
  const [captcha] = useState(() =>
    options.siteKey
      ? createCaptcha({
          type,
          siteKey: options.siteKey,
          action: options.action,
          widget: () => ref.current,
          ...(context ? { messages: context.messages } : {}),
        })
      : null,
  );
  return { captcha, ref, type };
}
