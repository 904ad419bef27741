import type { CompiledCatalogue } from './types';

/**
 * The languages the widgets are translated into besides English, each a compiled catalogue
 * loaded as its own chunk, so a page downloads its own language only. Adding a language: write
 * `catalogue.<language>.ts` (a `Translation`, every id), compile it next to the others (see
 * `compileCatalogue.ts`) and add its loader here.
 */
export const TRANSLATIONS = {
  fr: () => import('./compiled.fr').then((module) => module.COMPILED_FR),
} as const satisfies Record<string, () => Promise<CompiledCatalogue>>;

/** A language the widgets are translated into besides English (`fr`). */
export type TranslatedLanguage = keyof typeof TRANSLATIONS;

/**
 * The translated language a BCP 47 locale asks for (`fr-CA` → `fr`), or `undefined` when its
 * messages are the English catalogue (English and every language without a translation).
 */
export function translationLanguageOf(locale: string): TranslatedLanguage | undefined {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  return Object.hasOwn(TRANSLATIONS, language) ? (language as TranslatedLanguage) : undefined;
}

/**
 * Loads the compiled translation for `locale` (its own chunk), or resolves `undefined` at once
 * when the locale's messages are English.
 */
export async function loadTranslation(locale: string): Promise<CompiledCatalogue | undefined> {
  const language = translationLanguageOf(locale);
  return language ? TRANSLATIONS[language]() : undefined;
}
