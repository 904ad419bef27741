/** The widths the platform renders every image at. */
export const IMAGE_WIDTHS = ['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w'] as const;

/**
 * The rendition to load for a display width in CSS pixels: above 1000 → 1500w, above 750 →
 * 1000w, above 500 → 750w, above 300 → 500w, above 100 → 300w, else 100w.
 * NaN gives 100w.
 */
export function imageWidthFor(width: number): string {
  for (let i = 4; i >= 0; i--) if (width > Number.parseInt(IMAGE_WIDTHS[i]!, 10)) return IMAGE_WIDTHS[i + 1]!;
  return IMAGE_WIDTHS[0];
}

/**
 * The other side of a `WIDTHxHEIGHT` size string scaled to `requested`: the height for a width
 * (`forWidth`) or the width for a height, truncated to an integer; the platform's message when the
 * size is not `WIDTHxHEIGHT`.
 */
export function resizeDimension(size: string, requested: number, forWidth: boolean): number | string {
  const parts = size.split('x');
  if (parts.length !== 2) return "Invalid source parameter. Pass in 'originalSize'";
  const width = Number.parseInt(parts[0]!, 10);
  const height = Number.parseInt(parts[1]!, 10);
  // `| 0` truncates as the platform does (NaN and ±Infinity become 0).
  return (forWidth ? height * (requested / width) : width * (requested / height)) | 0;
}
