import {
  COMPILED_PLATFORM_EN,
  type CompiledCatalogue,
  createMessages,
  type Messages,
} from '@storefront-widgets/core/messages';

/** Options of {@link createTranslationLibrary}. */
export interface TranslationLibraryOptions {
  /** The package whose strings these are, e.g. '@storefront-widgets/platform'; named in load errors. Required. */
  packageName: string;
  /**
   * Loads the compiled catalogue of a language ('fr' → `import('./compiled.fr')`), resolving
   * undefined when there is none. Called once per language. Required.
   */
  loadTranslations: (language: string) => Promise<CompiledCatalogue | undefined>;
  /** The catalogue missing ids fall back to. @default the English platform catalogue */
  fallback?: CompiledCatalogue;
}

/** A package's translations, loaded per language on demand. */
export interface TranslationLibrary {
  readonly packageName: string;
  /**
   * A formatter for the locale ('fr-CA' loads 'fr'), its ids falling back to English. A
   * catalogue that fails to load is logged and English is used, so a page never loses its text.
   */
  load(locale: string): Promise<Messages>;
}

/** The library-setup errors of the platform. */
export const TRANSLATION_LIBRARY_ERRORS = {
  packageName: 'A package name is required',
  loader: 'A translation loader function is required',
} as const;

/**
 * Sets up the translations of a package (the shared translation layer of the platform).
 * @throws TypeError 'A package name is required' or 'A translation loader function is required'
 */
export function createTranslationLibrary(options: TranslationLibraryOptions): TranslationLibrary {
  const { packageName, loadTranslations, fallback = COMPILED_PLATFORM_EN } = options ?? {};
  if (typeof packageName !== 'string' || packageName.trim() === '') {
    throw new TypeError(TRANSLATION_LIBRARY_ERRORS.packageName);
  }
  if (typeof loadTranslations !== 'function') throw new TypeError(TRANSLATION_LIBRARY_ERRORS.loader);
  const catalogues = new Map<string, Promise<CompiledCatalogue | undefined>>();
  return {
    packageName,
    async load(locale) {
      const language = locale.toLowerCase().split(/[-_]/)[0] ?? 'en';
      let catalogue = catalogues.get(language);
      if (!catalogue) {
        catalogue = Promise.resolve()
          .then(() => loadTranslations(language))
          .catch((error: unknown) => {
            console.error(
              `[storefront] ${packageName}: could not load the "${language}" translations`,
              error,
            );
            catalogues.delete(language);
            return undefined;
          });
        catalogues.set(language, catalogue);
      }
      const loaded = await catalogue;
      return createMessages({ locale, catalogue: loaded ? { ...fallback, ...loaded } : fallback });
    },
  };
}
