import { COMPILED_EN_RESTOCK } from '../messages/compiled.en.restock';
import { getDefaultMessagesFor, type Messages } from '../messages/createMessages';
import { isValidEmail } from './isValidEmail';
import type { ValidationError } from './types';

/** Input of {@link validateRestockForm}. */
export interface ValidateRestockFormOptions {
  email: string;
  /** True when a classic (checkbox) captcha is shown on the form. */
  hasClassicCaptcha?: boolean;
  /** The classic captcha's response token; empty until completed. */
  captchaToken?: string | null;
}

/** Restock form errors keyed by what they concern. */
export interface RestockFormErrors {
  email?: ValidationError;
  captcha?: ValidationError;
}

/**
 * Validates the restock form: 'Email cannot be blank', 'Email is invalid',
 * and 'Complete CAPTCHA before submitting.' when a classic captcha is not completed.
 * Returns null when valid.
 */
export function validateRestockForm(
  input: ValidateRestockFormOptions,
  messages: Messages = getDefaultMessagesFor(COMPILED_EN_RESTOCK),
): RestockFormErrors | null {
  const errors: RestockFormErrors = {};
  const email = input.email.trim();
  if (email === '')
    errors.email = { id: 'restock.emailBlank', message: messages.format('restock.emailBlank') };
  else if (!isValidEmail(email)) {
    errors.email = { id: 'restock.emailInvalid', message: messages.format('restock.emailInvalid') };
  }
  if (input.hasClassicCaptcha && !input.captchaToken) {
    errors.captcha = { id: 'form.captchaIncomplete', message: messages.format('form.captchaIncomplete') };
  }
  return errors.email || errors.captcha ? errors : null;
}
