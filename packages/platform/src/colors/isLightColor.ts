import type { RgbColor } from './colorTypes';
import { colorValue, MAX_COLOR_VALUE } from './colorValue';

/**
 * The first light/dark rule of the platform: a colour is light when its numeric value (0xRRGGBB)
 * exceeds half of 16777215, else dark. It weighs red most, so '#800000' is light and '#7fffff'
 * is dark; {@link isDarkColor} is the perceptual rule used elsewhere.
 * @returns null when `color` is not a parsable hex colour
 */
export function isLightColor(color: string | Pick<RgbColor, 'r' | 'g' | 'b'>): boolean | null {
  const value = colorValue(color);
  return value === null ? null : value > MAX_COLOR_VALUE / 2;
}
