import { apiPath } from '../api/apiPath';
import { FORM_ROUTES } from '../api/formRoutes';
import type { FormSubmissionKeyResponse, SaveFormSubmissionRequest } from '../api/types';
import type { Captcha } from '../captcha/createCaptcha';
import { type ErrorCategory, errorCategoryOf } from '../errors/errorCategoryOf';
import { ApiError } from '../http/ApiError';
import type { HttpClient } from '../http/createHttpClient';
import type { MessageId } from '../messages/catalogue.en';
import { COMPILED_EN_FORMS } from '../messages/compiled.en.forms';
import { getDefaultMessagesFor, type Messages } from '../messages/createMessages';
import { validateForm } from '../validation/validateFormField';
import type { FormFieldLike, FormInputs } from './formField';
import { isSafeRedirectUrl } from './isSafeRedirectUrl';
import { serializeForm } from './serializeForm';

/** The form being submitted. */
export interface SubmittableForm {
  id: string;
  fields: readonly FormFieldLike[];
  /** Submission text shown after success. */
  submissionMessage?: string;
  /** Post-submit HTML (the one place the platform allows HTML; render it deliberately). */
  submissionHtml?: string;
  /** Success redirect URL, if set: http(s) or relative; any other is not followed. */
  successRedirect?: string | null;
  /** Newsletter forms record a subscription on success. */
  isNewsletter?: boolean;
}

/** Page fields of the submission payload. */
export interface FormPageContext {
  pageTitle: string;
  pageId: string;
  /** 'i' for an item, 'c' for a collection. */
  contentSource: 'i' | 'c';
  pagePath: string;
  pagePermissionTypeValue: number | string;
}

/** Options of {@link submitForm}. */
export interface SubmitFormOptions {
  client: HttpClient;
  form: SubmittableForm;
  inputs: FormInputs;
  page: FormPageContext;
  /** The form's captcha; its token goes as `captchaKey`. */
  captcha?: Captcha | null;
  /** Query string for hidden fields and the redirect target. @default globalThis.location */
  location?: { search: string; assign(url: string): void };
  messages?: Messages;
  /** Called on success of a newsletter form. */
  onNewsletterSubscribed?: () => void;
  /** Called on every success (the success event). */
  onSuccess?: () => void;
}

/** Outcome of {@link submitForm}. */
export type SubmitFormResult =
  | { type: 'invalid'; fieldErrors: Record<string, string> }
  | {
      type: 'failed';
      message: string;
      /** A shopper's refused input (an unanswered captcha, a 400/409/422/429 answer), or a fault of the site. */
      category: ErrorCategory;
      fieldErrors?: Record<string, string>;
      /** The classic captcha was not answered ('Complete CAPTCHA before submitting.'). */
      isCaptchaUnanswered?: true;
    }
  | { type: 'redirected'; url: string }
  | { type: 'submitted'; submissionText: string; postSubmitHtml: string };

/** Maps a SaveFormSubmission failure to its message by status (the platform table). */
export function formErrorMessage(
  error: ApiError,
  messages: Messages = getDefaultMessagesFor(COMPILED_EN_FORMS),
): string {
  if (error.isNetworkError || error.isCrumbFail) return error.message;
  const byStatus: Partial<Record<number, MessageId>> = {
    400: 'form.invalidFields',
    401: 'form.unauthorized',
    404: 'form.notConfigured',
    429: 'form.rateLimited',
    500: 'form.serverError',
  };
  const id = byStatus[error.status];
  if (error.status === 400 && !error.fieldErrors) return error.message;
  return id ? messages.format(id) : error.message;
}

/**
 * The generic form submit flow (the platform's five submit steps): validate, captcha key, form key, save,
 * then redirect or the submission text; on failure the captcha is reset. The lock ('Submitting…')
 * is the caller's state (see `createSiteForm`). Never rejects.
 */
export async function submitForm(options: SubmitFormOptions): Promise<SubmitFormResult> {
  const { client, form, inputs, page, captcha } = options;
  const messages = options.messages ?? getDefaultMessagesFor(COMPILED_EN_FORMS);
  const location =
    options.location ??
    (typeof globalThis.location === 'undefined' ? { search: '', assign: () => {} } : globalThis.location);
  const failure = (
    message: string,
    category: ErrorCategory,
    details: { fieldErrors?: Record<string, string>; isCaptchaUnanswered?: true } = {},
  ): SubmitFormResult => {
    captcha?.reset();
    return { type: 'failed', message, category, ...details };
  };

  const fieldErrors = validateForm(form.fields, inputs, messages);
  if (Object.keys(fieldErrors).length > 0) return { type: 'invalid', fieldErrors };

  let captchaKey: string | undefined;
  if (captcha) {
    try {
      captchaKey = (await captcha.getToken()) || undefined;
    } catch {
      return failure(messages.format('form.recaptchaFailed'), 'fault');
    }
    if (!captchaKey)
      return failure(messages.format('form.captchaIncomplete'), 'refusal', { isCaptchaUnanswered: true });
  }

  let key: string | undefined;
  try {
    const response = await client.post<FormSubmissionKeyResponse>(FORM_ROUTES.formSubmissionKey);
    key = response?.data?.key;
  } catch {
    key = undefined;
  }
  if (!key) return failure(messages.format('form.keyFailed'), 'fault');

  let formJson: string;
  try {
    formJson = JSON.stringify(serializeForm(form.fields, inputs, { search: location.search }));
  } catch {
    return failure(messages.format('form.parseFailed'), 'fault');
  }

  const payload: SaveFormSubmissionRequest = {
    formId: form.id,
    key,
    form: formJson,
    ...(captchaKey ? { captchaKey } : {}),
    pageTitle: page.pageTitle,
    pageId: page.pageId,
    contentSource: page.contentSource,
    pagePath: page.pagePath,
    pagePermissionTypeValue: String(page.pagePermissionTypeValue),
  };
  try {
    await client.post(FORM_ROUTES.formSubmission, payload);
  } catch (error) {
    if (!(error instanceof ApiError)) return failure(messages.format('form.unknownError'), 'fault');
    const perField = error.status === 400 ? error.fieldErrors : undefined;
    return failure(
      formErrorMessage(error, messages),
      errorCategoryOf(error),
      perField ? { fieldErrors: perField } : {},
    );
  }

  if (form.isNewsletter) options.onNewsletterSubscribed?.();
  options.onSuccess?.();
  // A redirect that could run script (`javascript:`) is not followed: the submission text shows.
  if (form.successRedirect && isSafeRedirectUrl(form.successRedirect)) {
    location.assign(form.successRedirect);
    return { type: 'redirected', url: form.successRedirect };
  }
  return {
    type: 'submitted',
    submissionText: form.submissionMessage ?? '',
    postSubmitHtml: form.submissionHtml ?? '',
  };
}

/**
 * Server-side validation of a custom (additional-fields) form: resolves null when valid, else
 * field id → message from the 400 answer.
 */
export async function validateFormRemotely(
  client: HttpClient,
  formId: string,
  values: Readonly<Record<string, unknown>>,
): Promise<Record<string, string> | null> {
  try {
    await client.post(apiPath(FORM_ROUTES.formValidate, { formId }), values);
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.fieldErrors) return error.fieldErrors;
    throw error;
  }
}
