import type { RgbColor } from './colorTypes';
import { parseHexColor } from './parseHexColor';

/** The largest colour value, 0xFFFFFF. */
export const MAX_COLOR_VALUE = 16_777_215;

/**
 * A colour as one number, 0 to 16777215 (0xRRGGBB): the number the light/dark rule of
 * the platform compares. Channels are rounded.
 * @returns the value, or null when `color` is a string that is not a 3- or 6-digit hex colour
 */
export function colorValue(color: string | Pick<RgbColor, 'r' | 'g' | 'b'>): number | null {
  const rgb = typeof color === 'string' ? parseHexColor(color) : color;
  if (!rgb) return null;
  return (Math.round(rgb.r) << 16) + (Math.round(rgb.g) << 8) + Math.round(rgb.b);
}
