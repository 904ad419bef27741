/** A colour in the RGB model: channels 0–255, alpha 0–1. */
export interface RgbColor {
  readonly model: 'rgb';
  /** Red, 0–255. */
  readonly r: number;
  /** Green, 0–255. */
  readonly g: number;
  /** Blue, 0–255. */
  readonly b: number;
  /** Opacity, 0 (transparent) to 1 (opaque). @default 1 */
  readonly a: number;
}

/** A colour in the HSL model (the platform bounds: hue 0–360, the rest 0–1). */
export interface HslColor {
  readonly model: 'hsl';
  /** Hue in degrees, 0–360. */
  readonly h: number;
  /** Saturation, 0–1. */
  readonly s: number;
  /** Lightness, 0–1. */
  readonly l: number;
  /** Opacity, 0–1. @default 1 */
  readonly a: number;
}

/** A colour in the HSV model: hue 0–360, saturation and value 0–1. */
export interface HsvColor {
  readonly model: 'hsv';
  /** Hue in degrees, 0–360. */
  readonly h: number;
  /** Saturation, 0–1. */
  readonly s: number;
  /** Value (brightness), 0–1. */
  readonly v: number;
  /** Opacity, 0–1. @default 1 */
  readonly a: number;
}

/** A colour in any of the three models, told apart by `model`. */
export type Color = RgbColor | HslColor | HsvColor;
