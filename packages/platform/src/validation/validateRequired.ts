import type { Messages } from '@storefront-widgets/core/messages';
import { getPlatformMessages } from '../i18n/getPlatformMessages';

/** 'Please enter a file name' when the name is blank, else null. */
export function validateFileName(name: string, messages: Messages = getPlatformMessages()): string | null {
  return name.trim() === '' ? messages.format('validation.fileName') : null;
}

/** 'A List must be selected' when no list is chosen, else null. */
export function validateListSelected(
  listId: string | null | undefined,
  messages: Messages = getPlatformMessages(),
): string | null {
  return listId ? null : messages.format('validation.list');
}
