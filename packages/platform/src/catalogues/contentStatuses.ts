import type { Messages } from '@storefront-widgets/core/messages';
import { getPlatformMessages } from '../i18n/getPlatformMessages';

/** Content statuses with a label; other editor states are not specified. */
export const CONTENT_STATUSES = ['SCHEDULED', 'NEEDS_REVIEW', 'DRAFT', 'PRIVATE'] as const;

/** One of {@link CONTENT_STATUSES}. */
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

const MESSAGE_IDS = {
  SCHEDULED: 'status.scheduled',
  NEEDS_REVIEW: 'status.needsReview',
  DRAFT: 'status.draft',
  PRIVATE: 'status.private',
} as const;

/** The label of a status: 'Scheduled', 'Needs Review', 'Draft' or 'Private'. */
export function contentStatusLabel(
  status: ContentStatus,
  messages: Messages = getPlatformMessages(),
): string {
  return messages.format(MESSAGE_IDS[status]);
}
