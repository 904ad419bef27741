/** The colour models a colour can be expressed in. */
export const COLOR_MODELS = ['rgb', 'hsl', 'hsv'] as const;

/** One of {@link COLOR_MODELS}. */
export type ColorModel = (typeof COLOR_MODELS)[number];

/** True when `model` is 'rgb', 'hsl' or 'hsv'. */
export function isColorModel(model: unknown): model is ColorModel {
  return typeof model === 'string' && (COLOR_MODELS as readonly string[]).includes(model);
}

/**
 * Throws `TypeError('Color model must be rgb, hsl or hsv.')` unless `model` is one of them.
 */
export function assertColorModel(model: unknown): asserts model is ColorModel {
  if (!isColorModel(model)) throw new TypeError('Color model must be rgb, hsl or hsv.');
}
