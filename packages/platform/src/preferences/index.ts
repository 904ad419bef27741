export {
  type CommercePreferences,
  type CommercePreferencesOptions,
  type CommercePreferenceValues,
  commercePreferencesPath,
  createCommercePreferences,
} from './createCommercePreferences';
export { type ReportError, reportErrorToConsole } from './reportErrorToConsole';
