export {
  createTranslationLibrary,
  TRANSLATION_LIBRARY_ERRORS,
  type TranslationLibrary,
  type TranslationLibraryOptions,
} from './createTranslationLibrary';
export { getPlatformMessages } from './getPlatformMessages';
