/** Editor limits of the platform ("Utilities and editor"). Counts unless a unit is given. */
export const EDITOR_LIMITS = {
  /** Blocks in one layout. */
  maxBlocksPerLayout: 60,
  /** Tracks in an album. */
  maxAlbumTracks: 60,
  /** Items in a collection the visitor can reorder. */
  maxUserOrderableCollectionItems: 250,
  /** Nested categories. */
  maxNestedCategories: 10_000,
  /** Products in one collection. */
  maxProductsPerCollection: 200,
  /** Galleries of the photo-hosting integration. */
  maxPhotoHostingGalleryCount: 20,
  /** Gallery size of the photo-hosting integration. */
  maxPhotoHostingGallerySize: 50,
  /** Characters of a tag. */
  maxTagLength: 50,
  /** Characters of a category. */
  maxCategoryLength: 25,
  /** Above this the cart quantity shows as '100+'. */
  cartQuantityDisplayCap: 100,
  /** Default slider aspect ratio (percent of the width). */
  defaultSliderAspectRatio: 50,
} as const;

/** The fluid engine's two editor colours and its breakpoints. */
export const FLUID_ENGINE = {
  colors: ['#027AFF', '#FFB802'],
  breakpoints: ['mobile', 'desktop'],
} as const;
