import { PLATFORM_CATALOGUE_EN } from '@storefront-widgets/core/messages';
import { createTranslationLibrary, getPlatformMessages } from '@storefront-widgets/platform/i18n';
import { describe, expect, it, vi } from 'vitest';
import { compileMessages } from './helpers/compileMessages';

describe('library setup (platform §8)', () => {
  it('requires a package name', () => {
    const loadTranslations = async () => undefined;
    for (const packageName of ['', '  ', undefined, 42]) {
      expect(() => createTranslationLibrary({ packageName, loadTranslations } as never)).toThrow(
        new TypeError('A package name is required'),
      );
    }
  });

  it('requires a translation loader function', () => {
    for (const loadTranslations of [undefined, 'fr.json', {}]) {
      expect(() =>
        createTranslationLibrary({ packageName: '@acme/gallery', loadTranslations } as never),
      ).toThrow(new TypeError('A translation loader function is required'));
    }
  });
});

describe('a translation library', () => {
  const french = compileMessages({
    'subscription.unavailable': 'Indisponible',
    'navigation.notFound': 'Navigation introuvable',
  });

  it('loads each language once and falls back to English for missing ids', async () => {
    const loadTranslations = vi.fn(async (language: string) => (language === 'fr' ? french : undefined));
    const library = createTranslationLibrary({ packageName: '@acme/gallery', loadTranslations });
    const [fr, frCa] = await Promise.all([library.load('fr'), library.load('fr-CA')]);
    expect(fr.format('subscription.unavailable')).toBe('Indisponible');
    expect(frCa.locale).toBe('fr-CA');
    expect(frCa.format('navigation.notFound')).toBe('Navigation introuvable');
    expect(fr.format('captcha.notSetUp')).toBe('ReCaptcha has not been set up!');
    expect(loadTranslations.mock.calls).toEqual([['fr']]);
    const de = await library.load('de');
    expect(de.format('subscription.unavailable')).toBe('Unavailable');
  });

  it('keeps English when a catalogue fails to load, logs it, and tries again next time', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadTranslations = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(french);
    const library = createTranslationLibrary({ packageName: '@acme/gallery', loadTranslations });
    expect((await library.load('fr')).format('subscription.unavailable')).toBe('Unavailable');
    expect(consoleError).toHaveBeenCalledWith(
      '[storefront] @acme/gallery: could not load the "fr" translations',
      expect.any(Error),
    );
    expect((await library.load('fr')).format('subscription.unavailable')).toBe('Indisponible');
  });

  it('shares one English platform formatter by default', () => {
    expect(getPlatformMessages()).toBe(getPlatformMessages());
    expect(getPlatformMessages().format('link.orderNow')).toBe(PLATFORM_CATALOGUE_EN['link.orderNow']);
  });
});
