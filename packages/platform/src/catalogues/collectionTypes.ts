import { createCodeLookup } from './createCodeLookup';

/** Collection types the platform names; others exist up to 25. */
export const CollectionType = {
  GENERIC: 1,
  SUBSCRIPTION: 2,
  TEMPLATE_PAGE: 7,
  SPLASH_PAGE: 8,
  PAGE: 10,
  PRODUCTS: 13,
  ALBUM_BLOCK: 18,
  LESSONS: 24,
  COURSE: 25,
} as const;

/** One of the codes of {@link CollectionType}. */
export type CollectionTypeCode = (typeof CollectionType)[keyof typeof CollectionType];

/** Name↔code lookups of {@link CollectionType}. */
export const collectionTypes = createCodeLookup(CollectionType);
