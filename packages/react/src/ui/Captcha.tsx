import { type CaptchaApi, captchaSize, executeCaptcha } from '@storefront-widgets/core/captcha';
import { forwardRef, useContext, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { StorefrontContext } from '../context/StorefrontContext';

export { COMPACT_CAPTCHA_WIDTH } from '@storefront-widgets/core/captcha';

/** Props of {@link Captcha}. Everything defaults to the provider's settings. */
export interface CaptchaProps {
  /** Site key; nothing renders without one. @default settings.captchaSiteKey */
  siteKey?: string;
  /** The captcha library. @default the provider's `captcha` */
  api?: CaptchaApi;
  /** 'enterprise' shows its badge only while a field of the surrounding form has focus. @default settings.captchaType ?? 'classic' */
  type?: 'classic' | 'enterprise';
  /** The visitor completed the challenge. */
  onChange?: (token: string) => void;
  /** A completed challenge expired; the token is no longer valid. */
  onExpire?: () => void;
}

/** Imperative handle of {@link Captcha} (forms reset it after a failed submit). */
export interface CaptchaHandle {
  /** Clears the challenge so the visitor solves it again. */
  reset(): void;
  /** The current response token, or '' when not completed or not rendered. */
  getResponse(): string;
  /**
   * Enterprise: runs the invisible challenge and resolves its token. Rejects with
   * 'ReCaptcha has not been set up!' when the library cannot execute.
   */
  execute(action: string): Promise<string>;
}

/**
 * The captcha container: renders only with a site key, picks 'compact' under
 * 320px of width, marks itself with `data-widget-id` once rendered. Unmounting destroys the
 * widget (restock success replaces the form).
 */
export const Captcha = forwardRef<CaptchaHandle, CaptchaProps>(function Captcha(props, ref) {
  const context = useContext(StorefrontContext);
  const siteKey = props.siteKey ?? context?.settings.captchaSiteKey;
  const api = props.api ?? context?.captcha;
  const type = props.type ?? context?.settings.captchaType ?? 'classic';
  const containerRef = useRef<HTMLDivElement>(null);
  const [widgetId, setWidgetId] = useState<number | string | undefined>(undefined);
  const [isBadgeVisible, setIsBadgeVisible] = useState(false);
  // Latest callbacks without re-rendering the widget when a parent passes new closures.
  const callbacks = useRef(props);
  callbacks.current = props;

  useEffect(() => {
    const container = containerRef.current;
    if (!siteKey || !api || !container) return;
    const target = document.createElement('div');
    container.appendChild(target);
    const id = api.render(target, {
      sitekey: siteKey,
      size: captchaSize(container.getBoundingClientRect().width),
      ...(type === 'enterprise' ? { badge: 'inline' as const } : {}),
      callback: (token) => callbacks.current.onChange?.(token),
      'expired-callback': () => callbacks.current.onExpire?.(),
    });
    setWidgetId(id);
    return () => {
      target.remove();
      setWidgetId(undefined);
    };
  }, [siteKey, api, type]);

  useEffect(() => {
    const form = containerRef.current?.closest('form');
    if (type !== 'enterprise' || !form) return;
    const isField = (target: EventTarget | null) =>
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement;
    const onFocusIn = (event: FocusEvent) => setIsBadgeVisible(isField(event.target));
    const onFocusOut = () => setIsBadgeVisible(false);
    form.addEventListener('focusin', onFocusIn);
    form.addEventListener('focusout', onFocusOut);
    return () => {
      form.removeEventListener('focusin', onFocusIn);
      form.removeEventListener('focusout', onFocusOut);
    };
  }, [type]);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        if (api && widgetId !== undefined) api.reset(widgetId);
      },
      getResponse: () => (api && widgetId !== undefined ? api.getResponse(widgetId) : ''),
      execute: (action) => executeCaptcha(api, siteKey, action),
    }),
    [api, widgetId, siteKey],
  );

  if (!siteKey || !api) return null;
  return (
    <div
      ref={containerRef}
      className={`sf-captcha sf-captcha--${type}`}
      data-widget-id={widgetId === undefined ? undefined : String(widgetId)}
      // Hidden by visibility, not `hidden`: the badge keeps its space, so when it hides on blur
      // (a mousedown on Submit) the button under the pointer does not move and the click lands.
      data-badge-visible={type === 'enterprise' ? String(isBadgeVisible) : undefined}
    />
  );
});
