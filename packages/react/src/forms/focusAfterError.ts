import type { ErrorFocus } from '@storefront-widgets/core';
import { focusFirstInvalid } from './focusFirstInvalid';

/**
 * Moves focus after a refused submit to where core's {@link ErrorFocus} says the visitor can act:
 * the first invalid field, into the unanswered captcha (the control its library drew in
 * `.sf-captcha`: reCAPTCHA's iframe, a checkbox), or else the form's message (its `role=alert`
 * region, focusable by script through tabindex=-1). Focus is never left on a button the refusal
 * disabled, nor dropped to `<body>`.
 */
export function focusAfterError(form: HTMLElement | null, target: ErrorFocus): void {
  if (!form || (target === 'field' && focusFirstInvalid(form))) return;
  const captcha = target === 'captcha' && form.querySelector<HTMLElement>('.sf-captcha :is(iframe,input)');
  (captcha || form.querySelector<HTMLElement>('[role="alert"]'))?.focus();
}
