export { createLanguagesApi, LANGUAGES_ENDPOINTS, type LanguagesApi } from './createLanguagesApi';
