import { DEFAULT_GALLERY_OPTIONS, normalizeGalleryOptions } from '@storefront-widgets/platform/gallery';
import { describe, expect, it, vi } from 'vitest';

describe('gallery options (storefront §9)', () => {
  it('default as the spec says', () => {
    expect(normalizeGalleryOptions({})).toEqual({
      design: 'grid',
      autoplay: false,
      autoplayDuration: 5,
      controls: false,
      autoCrop: true,
      aspectRatio: '1:1',
      squareThumbs: true,
      thumbnails: false,
      thumbnailStripHeight: 80,
      thumbnailStripMargin: 20,
      showMetaBasic: false,
      showMeta: false,
      showMetaOnlyTitle: false,
      metaPosition: 'bottom',
      showMetaOnHover: false,
      activeAlignment: 'center',
      thumbnailsPerRow: 4,
      padding: 20,
      lightbox: false,
      lightboxTheme: 'dark',
      maxWidth: 300,
      newWindow: false,
      transparentBackground: false,
    });
    expect(normalizeGalleryOptions(null)).toEqual(DEFAULT_GALLERY_OPTIONS);
  });

  it('read kebab-case data values and the spec’s camelCase names', () => {
    const options = normalizeGalleryOptions({
      design: 'slideshow',
      autoplay: 'true',
      'autoplay-duration': '8',
      'aspect-ratio': '16:9',
      'meta-position': 'top-left',
      'show-meta': '',
      lightboxTheme: 'light',
      newWindow: true,
      'thumbnails-per-row': 6,
      unknown: 'ignored',
    });
    expect(options).toMatchObject({
      design: 'slideshow',
      autoplay: true,
      autoplayDuration: 8,
      aspectRatio: '16:9',
      metaPosition: 'top-left',
      showMeta: true,
      lightboxTheme: 'light',
      newWindow: true,
      thumbnailsPerRow: 6,
    });
    expect(options).not.toHaveProperty('unknown');
    expect(normalizeGalleryOptions({ 'aspect-ratio': 'square' }).aspectRatio).toBe('1:1');
    expect(normalizeGalleryOptions({ 'aspect-ratio': '2.40' }).aspectRatio).toBe('2.40');
  });

  it.each([
    ['autoplay-duration', 0, 'autoplayDuration', 1],
    ['autoplay-duration', 11, 'autoplayDuration', 10],
    ['thumbnail-strip-height', 500, 'thumbnailStripHeight', 200],
    ['thumbnail-strip-margin', -4, 'thumbnailStripMargin', 0],
    ['thumbnail-strip-margin', 61, 'thumbnailStripMargin', 60],
    ['thumbnails-per-row', 0, 'thumbnailsPerRow', 1],
    ['thumbnails-per-row', 12, 'thumbnailsPerRow', 10],
    ['padding', 51, 'padding', 50],
    ['max-width', 99, 'maxWidth', 100],
    ['max-width', 301, 'maxWidth', 300],
  ] as const)('clamp %s %s into range (%s %s)', (key, value, option, used) => {
    const onInvalid = vi.fn();
    expect(normalizeGalleryOptions({ [key]: value }, { onInvalid })[option]).toBe(used);
    expect(onInvalid).toHaveBeenCalledWith(option, value, used);
  });

  it('replace what cannot be read by the default, and say so', () => {
    const onInvalid = vi.fn();
    const options = normalizeGalleryOptions(
      { design: 'carousel', padding: 'wide', autoplay: 'sometimes', 'active-alignment': 'justify' },
      { onInvalid },
    );
    expect(options).toMatchObject({
      design: 'grid',
      padding: 20,
      autoplay: false,
      activeAlignment: 'center',
    });
    expect(onInvalid.mock.calls).toEqual([
      ['design', 'carousel', 'grid'],
      ['padding', 'wide', 20],
      ['autoplay', 'sometimes', false],
      ['activeAlignment', 'justify', 'center'],
    ]);
  });

  it('warn in development by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    normalizeGalleryOptions({ design: 'carousel' });
    expect(warn).toHaveBeenCalledWith(
      '[storefront] Gallery option design: "carousel" is invalid; using "grid"',
    );
  });
});
