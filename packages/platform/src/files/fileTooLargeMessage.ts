import type { Messages } from '@storefront-widgets/core/messages';
import { getPlatformMessages } from '../i18n/getPlatformMessages';
import { formatMegabytes } from './megabytes';

/**
 * The too-large text of the platform for a file over a limit, the limit in megabytes of
 * 1,000,000 bytes: 'The file a.png is too large. The maximum allowed file size is 20 MB.'
 * @returns the message, or null when the file is within the limit
 */
export function fileTooLargeMessage(
  file: { name: string; size: number },
  maxBytes: number,
  messages: Messages = getPlatformMessages(),
): string | null {
  if (file.size <= maxBytes) return null;
  return messages.format('file.tooLarge', { fileName: file.name, maxSize: formatMegabytes(maxBytes) });
}
