import { createCodeLookup } from './createCodeLookup';

/**
 * Record types. The platform names these codes; others exist up to 63
 * without a name and are not listed.
 */
export const RecordType = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  THREAD: 13,
  GALLERY: 14,
  BINARY: 15,
  CSS_ASSET: 16,
  TWEAK_ASSET: 17,
  DIGITAL_GOOD: 18,
  ATTACHMENT: 19,
  WORDPRESS_EXPORT: 20,
  JSON_EXPORT: 21,
  SITE_SEARCH: 30,
  ACTIVE_TIME: 31,
  TWEET: 50,
  CHECKIN: 52,
  KBARTICLE: 54,
  LESSON: 62,
  COURSE_ITEM: 63,
} as const;

/** One of the codes of {@link RecordType}. */
export type RecordTypeCode = (typeof RecordType)[keyof typeof RecordType];

/** Name↔code lookups of {@link RecordType}: `recordTypes.slugOf(11)` is 'store-item'. */
export const recordTypes = createCodeLookup(RecordType);
