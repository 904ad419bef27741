import type { RgbColor } from './colorTypes';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Parses a hex colour of 3 or 6 hex digits with an optional leading '#':
 * '#fff', 'fff', '#1A2B3C'. Surrounding whitespace is ignored.
 * @returns the opaque RGB colour, or null for anything else (the template prints nothing then)
 */
export function parseHexColor(text: string): RgbColor | null {
  const match = HEX.exec(text.trim());
  if (!match?.[1]) return null;
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  const value = Number.parseInt(digits, 16);
  return { model: 'rgb', r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff, a: 1 };
}
