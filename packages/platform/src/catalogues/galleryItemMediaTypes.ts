/** Media types of a gallery item. */
export const GALLERY_ITEM_MEDIA_TYPES = [
  'imageEmpty',
  'imageFile',
  'imageLicensed',
  'imageReused',
  'assetReused',
  'video',
] as const;

/** One of {@link GALLERY_ITEM_MEDIA_TYPES}. */
export type GalleryItemMediaType = (typeof GALLERY_ITEM_MEDIA_TYPES)[number];
