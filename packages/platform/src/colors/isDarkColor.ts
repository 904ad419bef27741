import type { RgbColor } from './colorTypes';
import { parseHexColor } from './parseHexColor';

/** Luma below this is dark: 0.65 of 256. */
export const DARK_LUMA_THRESHOLD = 0.65 * 256;

/**
 * Perceived brightness, 0–255, with the Rec. 601 weights (0.299 R + 0.587 G + 0.114 B), the
 * usual "luma" of web colour code.
 */
export function luma(color: Pick<RgbColor, 'r' | 'g' | 'b'>): number {
  return 0.299 * color.r + 0.587 * color.g + 0.114 * color.b;
}

/**
 * The second light/dark rule of the platform: a colour is dark when its luma is below 0.65 of
 * 256 (166.4).
 * @returns null when `color` is not a parsable hex colour
 */
export function isDarkColor(color: string | Pick<RgbColor, 'r' | 'g' | 'b'>): boolean | null {
  const rgb = typeof color === 'string' ? parseHexColor(color) : color;
  return rgb ? luma(rgb) < DARK_LUMA_THRESHOLD : null;
}
