/** Collection views. */
export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;

/** One of {@link COLLECTION_VIEWS}. */
export type CollectionView = (typeof COLLECTION_VIEWS)[number];
