import type { Messages } from '@storefront-widgets/core/messages';
import { getPlatformMessages } from '../i18n/getPlatformMessages';

/** The two link forms the link hint shows. */
export const LINK_EXAMPLES = { host: 'example.com', otherHost: 'https://example.com' } as const;

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** True for an http(s) URL with a dotted host, or a bare host with an optional path ('example.com/shop'). */
export function isValidLink(value: string): boolean {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return false;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && HOST.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * A link field of the editor.
 * @returns 'Links must be formatted as example.com or https://example.com', or null when valid
 */
export function validateLink(value: string, messages: Messages = getPlatformMessages()): string | null {
  return isValidLink(value) ? null : messages.format('validation.linkFormat', LINK_EXAMPLES);
}
