import {
  COLOR_MODELS,
  colorValue,
  convertColor,
  createHslColor,
  DARK_LUMA_THRESHOLD,
  formatCssColor,
  formatHexColor,
  hslErrors,
  hslToRgb,
  isDarkColor,
  isLightColor,
  parseHexColor,
  rgbToHsl,
  rgbToHsv,
} from '@storefront-widgets/platform/colors';
import { describe, expect, it } from 'vitest';

describe('colour models (platform §5)', () => {
  it('are rgb, hsl and hsv, and any other target is refused with the spec sentence', () => {
    expect(COLOR_MODELS).toEqual(['rgb', 'hsl', 'hsv']);
    const red = parseHexColor('#f00')!;
    expect(() => convertColor(red, 'cmyk' as never)).toThrow(
      new TypeError('Color model must be rgb, hsl or hsv.'),
    );
  });

  it('converts between the three models and back', () => {
    const teal = parseHexColor('#1a7f8e')!;
    const hsl = convertColor(teal, 'hsl');
    expect(hsl.model).toBe('hsl');
    expect(hsl.h).toBeCloseTo(187.76, 2);
    expect(hsl.s).toBeCloseTo(0.6905, 3);
    expect(hsl.l).toBeCloseTo(0.3294, 3);
    const hsv = convertColor(hsl, 'hsv');
    expect(hsv.v).toBeCloseTo(142 / 255, 6);
    expect(formatHexColor(convertColor(hsv, 'rgb'))).toBe('#1a7f8e');
  });

  it('gives the familiar values for primaries and greys', () => {
    expect(rgbToHsl(parseHexColor('#00ff00')!)).toEqual({ model: 'hsl', h: 120, s: 1, l: 0.5, a: 1 });
    expect(rgbToHsv(parseHexColor('#0000ff')!)).toEqual({ model: 'hsv', h: 240, s: 1, v: 1, a: 1 });
    expect(rgbToHsl(parseHexColor('#808080')!)).toMatchObject({ h: 0, s: 0 });
    expect(formatHexColor(hslToRgb(createHslColor(0, 1, 0.5)))).toBe('#ff0000');
    expect(formatHexColor(hslToRgb(createHslColor(360, 1, 0.5)))).toBe('#ff0000');
  });

  it('prints CSS colours in their model, with alpha only when translucent', () => {
    expect(formatCssColor(createHslColor(200, 0.5, 0.25))).toBe('hsl(200, 50%, 25%)');
    expect(formatCssColor(createHslColor(200, 0.5, 0.25, 0.5))).toBe('hsla(200, 50%, 25%, 0.5)');
    expect(formatCssColor(parseHexColor('#0a0b0c')!)).toBe('rgb(10, 11, 12)');
    expect(formatCssColor({ model: 'hsv', h: 0, s: 1, v: 1, a: 0.25 })).toBe('rgba(255, 0, 0, 0.25)');
  });
});

describe('HSL bounds (platform §5, §8)', () => {
  it('accepts the inclusive bounds: hue 0–360, saturation, lightness and alpha 0–1', () => {
    expect(createHslColor(0, 0, 0, 0)).toEqual({ model: 'hsl', h: 0, s: 0, l: 0, a: 0 });
    expect(createHslColor(360, 1, 1)).toEqual({ model: 'hsl', h: 360, s: 1, l: 1, a: 1 });
  });

  it.each([
    [[-1, 0.5, 0.5, 1], 'Hue out of bounds.'],
    [[360.5, 0.5, 0.5, 1], 'Hue out of bounds.'],
    [[10, 1.01, 0.5, 1], 'Saturation out of bounds.'],
    [[10, -0.1, 0.5, 1], 'Saturation out of bounds.'],
    [[10, 0.5, 2, 1], 'Lightness out of bounds.'],
    [[10, 0.5, 0.5, 1.5], 'Alpha out of bounds.'],
    [[10, 0.5, 0.5, -1], 'Alpha out of bounds.'],
  ] as const)('createHslColor(%j) throws %s', ([h, s, l, a], message) => {
    expect(() => createHslColor(h, s, l, a)).toThrow(new RangeError(message));
  });

  it.each([
    [undefined, 0.5, 0.5],
    [10, undefined, 0.5],
    [10, 0.5, Number.NaN],
  ])('reports a missing value for (%s, %s, %s)', (h, s, l) => {
    expect(() => createHslColor(h, s, l)).toThrow(new TypeError('Missing an H/S/L value.'));
  });
  it('lists every bound a colour breaks, in the order of the messages', () => {
    expect(hslErrors(400, 2, -1, 3)).toEqual([
      'Hue out of bounds.',
      'Saturation out of bounds.',
      'Lightness out of bounds.',
      'Alpha out of bounds.',
    ]);
    expect(hslErrors(10, 0.5, 2)).toEqual(['Lightness out of bounds.']);
    expect(hslErrors(undefined, 2, 2)).toEqual(['Missing an H/S/L value.']);
    expect(hslErrors(360, 1, 0, 0)).toEqual([]);
  });
});

describe('hex colours (platform §5)', () => {
  it.each([
    ['#fff', [255, 255, 255]],
    ['fff', [255, 255, 255]],
    ['#1A2b3C', [26, 43, 60]],
    ['1a2b3c', [26, 43, 60]],
    ['  #abc ', [170, 187, 204]],
  ])('parses %j', (text, [r, g, b]) => {
    expect(parseHexColor(text)).toEqual({ model: 'rgb', r, g, b, a: 1 });
  });

  it.each(['', '#', '#ff', '#ffff', '#fffff', '#fffffff', '#ggg', '##fff', 'red', 'rgb(0,0,0)'])(
    'refuses %j',
    (text) => {
      expect(parseHexColor(text)).toBeNull();
      expect(colorValue(text)).toBeNull();
      expect(isLightColor(text)).toBeNull();
      expect(isDarkColor(text)).toBeNull();
    },
  );
});

describe('the two light/dark rules (platform §9)', () => {
  it('calls a colour light when its numeric value exceeds half of 16777215', () => {
    // 16777215 / 2 = 8388607.5: 0x7fffff (8388607) is dark, 0x800000 (8388608) is light.
    expect(colorValue('#7fffff')).toBe(8_388_607);
    expect(isLightColor('#7fffff')).toBe(false);
    expect(isLightColor('#800000')).toBe(true);
    expect(isLightColor('#ffffff')).toBe(true);
    expect(isLightColor('#000')).toBe(false);
    expect(isLightColor({ r: 128, g: 0, b: 0 })).toBe(true);
  });

  it('calls a colour dark when its luma is below 0.65 of 256', () => {
    expect(DARK_LUMA_THRESHOLD).toBe(166.4);
    // Grey 166 has luma 166 (dark), grey 167 has luma 167 (not dark).
    expect(isDarkColor('#a6a6a6')).toBe(true);
    expect(isDarkColor('#a7a7a7')).toBe(false);
    expect(isDarkColor('#ffff00')).toBe(false);
    expect(isDarkColor('#0000ff')).toBe(true);
  });

  it('disagrees where the spec says the rules differ: dark red is "light" by value, dark by luma', () => {
    expect(isLightColor('#800000')).toBe(true);
    expect(isDarkColor('#800000')).toBe(true);
  });
});
