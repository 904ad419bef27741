import type { HslColor } from './colorTypes';

/** The colour errors of platform §8, word for word. */
export const HSL_ERRORS = {
  hue: 'Hue out of bounds.',
  saturation: 'Saturation out of bounds.',
  lightness: 'Lightness out of bounds.',
  alpha: 'Alpha out of bounds.',
  missing: 'Missing an H/S/L value.',
} as const;

const isMissing = (value: number | undefined): value is undefined =>
  value === undefined || value === null || Number.isNaN(value);

/**
 * An HSL colour, checked against the bounds of platform §5: hue 0–360 degrees, saturation,
 * lightness and alpha 0–1, all inclusive.
 * @param h hue in degrees
 * @param s saturation, 0–1
 * @param l lightness, 0–1
 * @param a alpha, 0–1. @default 1
 * @throws TypeError 'Missing an H/S/L value.' when h, s or l is absent or NaN
 * @throws RangeError 'Hue out of bounds.', 'Saturation out of bounds.', 'Lightness out of bounds.'
 *   or 'Alpha out of bounds.'
 */
export function createHslColor(
  h: number | undefined,
  s: number | undefined,
  l: number | undefined,
  a = 1,
): HslColor {
  if (isMissing(h) || isMissing(s) || isMissing(l)) throw new TypeError(HSL_ERRORS.missing);
  if (!(h >= 0 && h <= 360)) throw new RangeError(HSL_ERRORS.hue);
  if (!(s >= 0 && s <= 1)) throw new RangeError(HSL_ERRORS.saturation);
  if (!(l >= 0 && l <= 1)) throw new RangeError(HSL_ERRORS.lightness);
  if (!(a >= 0 && a <= 1)) throw new RangeError(HSL_ERRORS.alpha);
  return { model: 'hsl', h, s, l, a };
}
