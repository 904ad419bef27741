import { assertColorModel, type ColorModel } from './colorModel';
import type { Color, HslColor, HsvColor, RgbColor } from './colorTypes';

/** Hue in degrees (0 up to but excluding 360) of an RGB colour, 0 for greys. */
function hueOf(r: number, g: number, b: number, max: number, delta: number): number {
  if (delta === 0) return 0;
  let hue: number;
  if (max === r) hue = ((g - b) / delta) % 6;
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  hue *= 60;
  return hue < 0 ? hue + 360 : hue;
}

/** RGB (0–255) to HSL (hue in degrees, saturation and lightness 0–1). Alpha is kept. */
export function rgbToHsl(color: RgbColor): HslColor {
  const r = color.r / 255;
  const g = color.g / 255;
  const b = color.b / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const l = (max + min) / 2;
  const s = delta === 0 ? 0 : delta / (1 - Math.abs(2 * l - 1));
  return { model: 'hsl', h: hueOf(r, g, b, max, delta), s, l, a: color.a };
}

/** RGB (0–255) to HSV (hue in degrees, saturation and value 0–1). Alpha is kept. */
export function rgbToHsv(color: RgbColor): HsvColor {
  const r = color.r / 255;
  const g = color.g / 255;
  const b = color.b / 255;
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  return { model: 'hsv', h: hueOf(r, g, b, max, delta), s: max === 0 ? 0 : delta / max, v: max, a: color.a };
}

/** RGB channels (0–255, unrounded) from chroma, hue and the amount added to each channel. */
function fromChroma(chroma: number, hue: number, add: number, a: number): RgbColor {
  const h = (((hue % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1
      ? [chroma, x, 0]
      : h < 2
        ? [x, chroma, 0]
        : h < 3
          ? [0, chroma, x]
          : h < 4
            ? [0, x, chroma]
            : h < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return { model: 'rgb', r: (r + add) * 255, g: (g + add) * 255, b: (b + add) * 255, a };
}

/** HSL to RGB; channels are 0–255 and not rounded (round when printing). Alpha is kept. */
export function hslToRgb(color: HslColor): RgbColor {
  const chroma = (1 - Math.abs(2 * color.l - 1)) * color.s;
  return fromChroma(chroma, color.h, color.l - chroma / 2, color.a);
}

/** HSV to RGB; channels are 0–255 and not rounded. Alpha is kept. */
export function hsvToRgb(color: HsvColor): RgbColor {
  const chroma = color.v * color.s;
  return fromChroma(chroma, color.h, color.v - chroma, color.a);
}

const toRgb = (color: Color): RgbColor =>
  color.model === 'rgb' ? color : color.model === 'hsl' ? hslToRgb(color) : hsvToRgb(color);

/**
 * Expresses `color` in another model.
 * @throws TypeError 'Color model must be rgb, hsl or hsv.' for any other target
 */
export function convertColor(color: Color, model: 'rgb'): RgbColor;
export function convertColor(color: Color, model: 'hsl'): HslColor;
export function convertColor(color: Color, model: 'hsv'): HsvColor;
export function convertColor(color: Color, model: ColorModel): Color;
export function convertColor(color: Color, model: ColorModel): Color {
  assertColorModel(model);
  assertColorModel(color?.model);
  if (color.model === model) return color;
  const rgb = toRgb(color);
  return model === 'rgb' ? rgb : model === 'hsl' ? rgbToHsl(rgb) : rgbToHsv(rgb);
}
