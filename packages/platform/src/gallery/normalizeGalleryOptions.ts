/** Gallery designs. */
export const GALLERY_DESIGNS = ['slideshow', 'slider', 'grid', 'stacked'] as const;
/** Gallery aspect ratios; 'square' is read as '1:1'. */
export const GALLERY_ASPECT_RATIOS = ['1:1', '3:2', '2:3', '4:3', '3:4', '16:9', '2.40'] as const;
/** Where a gallery shows an item's title and description. */
export const GALLERY_META_POSITIONS = [
  'top',
  'top-left',
  'top-right',
  'center',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const;
/** Alignments of the active slide. */
export const GALLERY_ALIGNMENTS = ['left', 'center', 'right'] as const;
/** Lightbox themes. */
export const GALLERY_LIGHTBOX_THEMES = ['dark', 'light'] as const;

/** A gallery block's options, normalised; the defaults are in brackets there. */
export interface GalleryOptions {
  /** @default 'grid' */
  design: (typeof GALLERY_DESIGNS)[number];
  /** @default false */
  autoplay: boolean;
  /** Unit: s, 1–10. @default 5 */
  autoplayDuration: number;
  /** @default false */
  controls: boolean;
  /** @default true */
  autoCrop: boolean;
  /** @default '1:1' (square) */
  aspectRatio: (typeof GALLERY_ASPECT_RATIOS)[number];
  /** @default true */
  squareThumbs: boolean;
  /** @default false */
  thumbnails: boolean;
  /** Unit: px, 0–200. @default 80 */
  thumbnailStripHeight: number;
  /** Unit: px, 0–60. @default 20 */
  thumbnailStripMargin: number;
  /** @default false */
  showMetaBasic: boolean;
  /** @default false */
  showMeta: boolean;
  /** @default false */
  showMetaOnlyTitle: boolean;
  /** @default 'bottom' */
  metaPosition: (typeof GALLERY_META_POSITIONS)[number];
  /** @default false */
  showMetaOnHover: boolean;
  /** @default 'center' */
  activeAlignment: (typeof GALLERY_ALIGNMENTS)[number];
  /** 1–10. @default 4 */
  thumbnailsPerRow: number;
  /** Unit: px, 0–50. @default 20 */
  padding: number;
  /** @default false */
  lightbox: boolean;
  /** @default 'dark' */
  lightboxTheme: (typeof GALLERY_LIGHTBOX_THEMES)[number];
  /** Unit: px, 100–300. @default 300 */
  maxWidth: number;
  /** @default false */
  newWindow: boolean;
  /** @default false */
  transparentBackground: boolean;
}

/** The defaults of the platform. */
export const DEFAULT_GALLERY_OPTIONS: Readonly<GalleryOptions> = {
  design: 'grid',
  autoplay: false,
  autoplayDuration: 5,
  controls: false,
  autoCrop: true,
  aspectRatio: '1:1',
  squareThumbs: true,
  thumbnails: false,
  thumbnailStripHeight: 80,
  thumbnailStripMargin: 20,
  showMetaBasic: false,
  showMeta: false,
  showMetaOnlyTitle: false,
  metaPosition: 'bottom',
  showMetaOnHover: false,
  activeAlignment: 'center',
  thumbnailsPerRow: 4,
  padding: 20,
  lightbox: false,
  lightboxTheme: 'dark',
  maxWidth: 300,
  newWindow: false,
  transparentBackground: false,
};

/** The ranges of the numeric options, inclusive. */
export const GALLERY_OPTION_RANGES = {
  autoplayDuration: [1, 10],
  thumbnailStripHeight: [0, 200],
  thumbnailStripMargin: [0, 60],
  thumbnailsPerRow: [1, 10],
  padding: [0, 50],
  maxWidth: [100, 300],
} as const satisfies Partial<Record<keyof GalleryOptions, readonly [number, number]>>;

const CHOICES: Partial<Record<keyof GalleryOptions, readonly string[]>> = {
  design: GALLERY_DESIGNS,
  aspectRatio: GALLERY_ASPECT_RATIOS,
  metaPosition: GALLERY_META_POSITIONS,
  activeAlignment: GALLERY_ALIGNMENTS,
  lightboxTheme: GALLERY_LIGHTBOX_THEMES,
};

/** 'autoplay-duration', 'autoplayDuration' and 'autoplay_duration' all name autoplayDuration. */
const keyOf = (name: string) => name.toLowerCase().replace(/[-_]/g, '');
const OPTION_BY_KEY = new Map(
  (Object.keys(DEFAULT_GALLERY_OPTIONS) as Array<keyof GalleryOptions>).map((name) => [keyOf(name), name]),
);

/** Options of {@link normalizeGalleryOptions}. */
export interface NormalizeGalleryOptionsOptions {
  /** Told about each value that was replaced by its default or clamped into range. @default dev-only console.warn */
  onInvalid?: (option: keyof GalleryOptions, value: unknown, used: unknown) => void;
}

function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === '' || value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

/**
 * A gallery's options from loose input (a block's JSON or an element's data-* values, in kebab-
 * or camelCase): unknown keys ignored, missing ones defaulted, numbers clamped into their ranges,
 * a value that cannot be read replaced by its default (and reported), 'square' read as '1:1'.
 * Which options a design uses is the renderer's business; all are normalised.
 */
export function normalizeGalleryOptions(
  raw: Readonly<Record<string, unknown>> | null | undefined,
  options: NormalizeGalleryOptionsOptions = {},
): GalleryOptions {
  const report =
    options.onInvalid ??
    ((option, value, used) => {
      if (process.env.NODE_ENV !== 'production')
        console.warn(
          `[storefront] Gallery option ${option}: ${JSON.stringify(value)} is invalid; using ${JSON.stringify(used)}`,
        );
    });
  const result: Record<string, unknown> = { ...DEFAULT_GALLERY_OPTIONS };
  for (const [name, value] of Object.entries(raw ?? {})) {
    const option = OPTION_BY_KEY.get(keyOf(name));
    if (!option || value === undefined) continue;
    const fallback = DEFAULT_GALLERY_OPTIONS[option];
    let read: unknown;
    const choices = CHOICES[option];
    if (choices) {
      const text = String(value).trim().toLowerCase();
      read =
        option === 'aspectRatio' && text === 'square' ? '1:1' : choices.includes(text) ? text : undefined;
    } else if (typeof fallback === 'boolean') {
      read = readBoolean(value);
    } else {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number === 'number' && Number.isFinite(number)) {
        const [min, max] = GALLERY_OPTION_RANGES[option as keyof typeof GALLERY_OPTION_RANGES];
        read = Math.min(max, Math.max(min, number));
        if (read !== number) report(option, value, read);
        result[option] = read;
        continue;
      }
    }
    if (read === undefined) report(option, value, fallback);
    result[option] = read ?? fallback;
  }
  return result as unknown as GalleryOptions;
}
