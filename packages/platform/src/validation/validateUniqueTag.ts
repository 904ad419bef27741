import type { Messages } from '@storefront-widgets/core/messages';
import { getPlatformMessages } from '../i18n/getPlatformMessages';

/**
 * A new tag or category among the existing ones, compared without case or surrounding spaces
 *: 'This tag already exists' / 'This category already exists'.
 * @param tagType the word shown, e.g. 'tag' or 'category'
 * @returns the message, or null when the name is new
 */
export function validateUniqueTag(
  name: string,
  existing: Iterable<string>,
  tagType: string,
  messages: Messages = getPlatformMessages(),
): string | null {
  const wanted = name.trim().toLowerCase();
  for (const tag of existing) {
    if (tag.trim().toLowerCase() === wanted) return messages.format('validation.tagExists', { tagType });
  }
  return null;
}
