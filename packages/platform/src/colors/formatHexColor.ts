import type { RgbColor } from './colorTypes';

const channel = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');

/** '#rrggbb' in lower case; channels are rounded and clamped to 0–255, alpha is dropped. */
export function formatHexColor(color: Pick<RgbColor, 'r' | 'g' | 'b'>): string {
  return `#${channel(color.r)}${channel(color.g)}${channel(color.b)}`;
}
