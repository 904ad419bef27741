export {
  DEFAULT_GALLERY_OPTIONS,
  GALLERY_ALIGNMENTS,
  GALLERY_ASPECT_RATIOS,
  GALLERY_DESIGNS,
  GALLERY_LIGHTBOX_THEMES,
  GALLERY_META_POSITIONS,
  GALLERY_OPTION_RANGES,
  type GalleryOptions,
  type NormalizeGalleryOptionsOptions,
  normalizeGalleryOptions,
} from './normalizeGalleryOptions';
