import type { Messages } from '@storefront-widgets/core/messages';
import { isValidEmail } from '@storefront-widgets/core/validation';
import { getPlatformMessages } from '../i18n/getPlatformMessages';

/** The example address the email format hint shows. */
export const EXAMPLE_EMAIL = 'name@example.com';

/**
 * An email address field of the editor, with core's email rule: 'Please enter a
 * valid email' when blank or invalid.
 * @returns the message, or null when valid
 */
export function validateEmailAddress(
  value: string,
  messages: Messages = getPlatformMessages(),
): string | null {
  return isValidEmail(value.trim()) ? null : messages.format('validation.email');
}

/** The hint under an invalid email: 'Emails must be formatted as name@example.com'. */
export function emailFormatHint(example = EXAMPLE_EMAIL, messages: Messages = getPlatformMessages()): string {
  return messages.format('validation.emailFormat', { email: example });
}
