import type { HslColor } from './colorTypes';

/** The colour errors of the platform, word for word. */
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
 * Every HSL bound of the platform the values break, as the platform's messages in the order hue,
 * saturation, lightness, alpha; or only 'Missing an H/S/L value.' when h, s or l is absent or NaN.
 * An empty list means the colour is valid. Hue is in degrees (0–360), the rest 0–1, inclusive.
 */
export function hslErrors(
  h: number | undefined,
  s: number | undefined,
  l: number | undefined,
  a = 1,
): string[] {
  if (isMissing(h) || isMissing(s) || isMissing(l)) return [HSL_ERRORS.missing];
  const errors: string[] = [];
  if (!(h >= 0 && h <= 360)) errors.push(HSL_ERRORS.hue);
  if (!(s >= 0 && s <= 1)) errors.push(HSL_ERRORS.saturation);
  if (!(l >= 0 && l <= 1)) errors.push(HSL_ERRORS.lightness);
  if (!(a >= 0 && a <= 1)) errors.push(HSL_ERRORS.alpha);
  return errors;
}

/**
 * An HSL colour, checked against the bounds of the platform: hue 0–360 degrees, saturation,
 * lightness and alpha 0–1, all inclusive.
 * @param h hue in degrees
 * @param s saturation, 0–1
 * @param l lightness, 0–1
 * @param a alpha, 0–1. @default 1
 * @throws TypeError 'Missing an H/S/L value.' when h, s or l is absent or NaN
 * @throws RangeError 'Hue out of bounds.', 'Saturation out of bounds.', 'Lightness out of bounds.'
 *   or 'Alpha out of bounds.' (the first bound broken; {@link hslErrors} lists them all)
 */
export function createHslColor(
  h: number | undefined,
  s: number | undefined,
  l: number | undefined,
  a = 1,
): HslColor {
  const [error] = hslErrors(h, s, l, a);
  if (error) throw error === HSL_ERRORS.missing ? new TypeError(error) : new RangeError(error);
  return { model: 'hsl', h: h!, s: s!, l: l!, a };
}
