import type { Messages } from '@storefront-widgets/core/messages';
import { getPlatformMessages } from '../i18n/getPlatformMessages';

/** A page path: '/' then segments of letters, digits, '-', '_' or '.', separated by single slashes. */
const PAGE_URL = /^\/(?:[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*)?\/?$/;

/**
 * A page URL of the site: a path such as '/about' or '/shop/summer'.
 * @returns '{val} is not a valid page URL', or null when valid
 */
export function validatePageUrl(value: string, messages: Messages = getPlatformMessages()): string | null {
  return PAGE_URL.test(value) && !value.includes('//')
    ? null
    : messages.format('validation.pageUrl', { val: value });
}
