import type { Color } from './colorTypes';
import { convertColor } from './convertColor';

const round = (value: number, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/**
 * CSS text for a colour in its own model: 'rgb(r, g, b)' / 'rgba(r, g, b, a)' with rounded
 * channels, 'hsl(h, s%, l%)' / 'hsla(…)'. HSV has no CSS form, so it prints as rgb.
 */
export function formatCssColor(color: Color): string {
  const alpha = color.a < 1 ? `, ${round(color.a, 3)}` : '';
  const suffix = alpha ? 'a' : '';
  if (color.model === 'hsl') {
    return `hsl${suffix}(${round(color.h, 1)}, ${round(color.s * 100, 1)}%, ${round(color.l * 100, 1)}%${alpha})`;
  }
  const rgb = convertColor(color, 'rgb');
  return `rgb${suffix}(${round(rgb.r)}, ${round(rgb.g)}, ${round(rgb.b)}${alpha})`;
}
