import { CATALOGUE_EN } from '@storefront-widgets/core';

/** Form-level messages of the platform, from core's catalogue so both sides say the same words. */
export const FORM_MESSAGES_SUMMARY = {
  unparsable: CATALOGUE_EN['form.parseFailed'],
  invalid: CATALOGUE_EN['form.invalidFields'],
  processing: CATALOGUE_EN['form.processingError'],
  completeCaptcha: CATALOGUE_EN['form.captchaIncomplete'],
  captchaFailed: CATALOGUE_EN['form.recaptchaFailed'],
  status401: CATALOGUE_EN['form.unauthorized'],
  status404: CATALOGUE_EN['form.notConfigured'],
  status429: CATALOGUE_EN['form.rateLimited'],
  status500: CATALOGUE_EN['form.serverError'],
} as const;
