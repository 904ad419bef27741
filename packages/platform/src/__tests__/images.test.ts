import { assertImageProps, validateImageProps } from '@storefront-widgets/platform/images';
import { describe, expect, it } from 'vitest';

const valid = { src: '/img/tee.jpg', width: 1500, height: 1000, alt: 'A black tee', sizes: '100vw' };

describe('image template props (platform §5)', () => {
  it('accepts valid props, with the sqs loader by default', () => {
    expect(validateImageProps(valid)).toEqual([]);
    expect(validateImageProps({ ...valid, loader: 'raw', srcset: '/a.jpg 1x', sizes: undefined })).toEqual(
      [],
    );
    expect(validateImageProps({ ...valid, priority: null })).toEqual([]);
    expect(validateImageProps({ ...valid, priority: 'high', alt: '' })).toEqual([]);
  });

  it('requires src, width, height and alt', () => {
    expect(validateImageProps({ sizes: '100vw' })).toEqual([
      'Image prop "src" is required',
      'Image prop "width" is required',
      'Image prop "height" is required',
      'Image prop "alt" is required',
    ]);
  });

  it('wants positive integers for width and height', () => {
    expect(validateImageProps({ ...valid, width: -5, height: 1.5 })).toEqual([
      'Image prop "width" requires a positive integer, but received a negative value',
      'Image prop "height" requires a positive integer, but received a non-integer value',
    ]);
    expect(validateImageProps({ ...valid, width: 0, height: 'tall' })).toEqual([
      'Image prop "width" requires a positive integer, but received a negative value',
      'Image prop "height" requires a positive integer, but received a non-integer value',
    ]);
    expect(validateImageProps({ ...valid, width: '300', height: '200' })).toEqual([]);
  });

  it('accepts priority high, low or null only', () => {
    expect(validateImageProps({ ...valid, priority: 'auto' })).toEqual([
      'Image prop "priority" is invalid, accepted values are high, low, or null',
    ]);
  });

  it('knows the sqs and raw loaders, srcset only with raw, sizes required with sqs', () => {
    expect(validateImageProps({ ...valid, loader: 'cdn' })).toEqual([
      'Image received unknown loader type "cdn"',
    ]);
    expect(validateImageProps({ ...valid, srcset: '/a.jpg 1x' })).toEqual([
      'Image prop "srcset" can only be used when loader=raw',
    ]);
    expect(validateImageProps({ ...valid, sizes: '' })).toEqual([
      'Image prop "sizes" is required when loader=sqs',
    ]);
  });

  it('throws every problem at once, and returns numbers for numeric strings', () => {
    expect(() => assertImageProps({ src: '', width: -1, height: 2, alt: 'x', sizes: 's' })).toThrow(
      new TypeError(
        'Image prop "src" is required\nImage prop "width" requires a positive integer, but received a negative value',
      ),
    );
    expect(assertImageProps({ ...valid, width: '300' })).toMatchObject({ width: 300, height: 1000 });
  });
});
