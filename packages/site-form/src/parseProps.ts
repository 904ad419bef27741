import {
  FORM_FIELD_TYPES,
  type FormDefinition,
  type FormField,
  type FormPageContext,
  isFormFieldType,
  isSafeRedirectUrl,
} from '@storefront-widgets/core';
import { isReadError, type ParsePropsResult, readJsonData } from '@storefront-widgets/react/server';
import type { SiteFormProps } from './SiteForm';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function parseField(value: unknown, index: number): FormField | string {
  const where = `data-form: fields[${index}]`;
  if (!isRecord(value)) return `${where} must be an object`;
  if (typeof value.id !== 'string' || !value.id) return `${where}.id must be a non-empty string`;
  if (!isFormFieldType(value.type)) {
    return `${where}.type must be one of ${FORM_FIELD_TYPES.join(', ')}`;
  }
  const { type } = value;
  if (['radio', 'checkbox', 'select', 'likert'].includes(type)) {
    if (!Array.isArray(value.options) || !value.options.every((option) => typeof option === 'string')) {
      return `${where}.options must be an array of strings for a ${type} field`;
    }
  }
  if (
    value.maxLength !== undefined &&
    value.maxLength !== null &&
    (typeof value.maxLength !== 'number' || value.maxLength < 0)
  ) {
    return `${where}.maxLength must be a number of 0 or more`;
  }
  for (const limit of ['min', 'max', 'step'] as const) {
    const number = value[limit];
    if (number !== undefined && (typeof number !== 'number' || !Number.isFinite(number))) {
      return `${where}.${limit} must be a number`;
    }
  }
  if (typeof value.step === 'number' && value.step <= 0) return `${where}.step must be above 0`;
  if (typeof value.min === 'number' && typeof value.max === 'number' && value.min > value.max) {
    return `${where}.min must not be above max`;
  }
  const field: FormField = {
    id: value.id,
    type,
    title: text(value.title),
    description: text(value.description),
    required: value.required === true,
  };
  if (typeof value.placeholder === 'string') field.placeholder = value.placeholder;
  if (typeof value.maxLength === 'number') field.maxLength = value.maxLength;
  if (typeof value.min === 'number') field.min = value.min;
  if (typeof value.max === 'number') field.max = value.max;
  if (typeof value.step === 'number') field.step = value.step;
  if (typeof value.currencySymbol === 'string') field.currencySymbol = value.currencySymbol;
  if (typeof value.showCountryCode === 'boolean') field.showCountryCode = value.showCountryCode;
  if (typeof value.underline === 'boolean') field.underline = value.underline;
  if (Array.isArray(value.options)) field.options = value.options as string[];
  if (typeof value.key === 'string') field.key = value.key;
  if (typeof value.value === 'string') field.value = value.value;
  return field;
}

/** Validates a form definition (from JSON) into {@link FormDefinition}, or says what is wrong. */
export function parseFormDefinition(value: unknown): FormDefinition | string {
  if (!isRecord(value)) return 'data-form must be a JSON object';
  if (typeof value.id !== 'string' || !value.id) return 'data-form: "id" must be a non-empty string';
  if (!Array.isArray(value.fields)) return 'data-form: "fields" must be an array';
  const fields: FormField[] = [];
  for (const [index, raw] of value.fields.entries()) {
    const field = parseField(raw, index);
    if (typeof field === 'string') return field;
    fields.push(field);
  }
  const captcha = isRecord(value.captcha) ? value.captcha : {};
  if (captcha.type !== undefined && captcha.type !== 'classic' && captcha.type !== 'enterprise') {
    return 'data-form: "captcha.type" must be classic or enterprise';
  }
  const successRedirect =
    typeof value.successRedirect === 'string' && value.successRedirect ? value.successRedirect : null;
  if (successRedirect !== null && !isSafeRedirectUrl(successRedirect)) {
    return 'data-form: "successRedirect" must be an http(s) or relative URL';
  }
  return {
    id: value.id,
    name: text(value.name),
    fields,
    submissionMessage: text(value.submissionMessage),
    submissionHtml: text(value.submissionHtml),
    disclaimer: text(value.disclaimer),
    successRedirect,
    captcha: {
      enabled: captcha.enabled === true,
      type: captcha.type === 'enterprise' ? 'enterprise' : 'classic',
      siteKey: text(captcha.siteKey),
    },
    isNewsletter: value.isNewsletter === true,
    submitButtonText: text(value.submitButtonText),
  };
}

/**
 * Reads a site form's props from its element: the form definition as JSON in `data-form` or in a
 * child `<script type="application/json" data-form>`; optional page fields `data-page-id`,
 * `data-page-title`, `data-page-path`, `data-content-source` (`i` or `c`) and
 * `data-page-permission-type-value`.
 */
export function parseProps(element: HTMLElement): ParsePropsResult<SiteFormProps> {
  const json = readJsonData(element, 'form');
  if (isReadError(json)) return { ok: false, error: json.error };
  if (!json) return { ok: false, error: 'missing data-form (the form definition as JSON)' };
  const form = parseFormDefinition(json.value);
  if (typeof form === 'string') return { ok: false, error: form };
  const { pageId, pageTitle, pagePath, contentSource, pagePermissionTypeValue } = element.dataset;
  if (contentSource !== undefined && contentSource !== 'i' && contentSource !== 'c') {
    return {
      ok: false,
      error: `data-content-source must be i (item) or c (collection), got "${contentSource}"`,
    };
  }
  const page: Partial<FormPageContext> = {
    ...(pageId !== undefined ? { pageId } : {}),
    ...(pageTitle !== undefined ? { pageTitle } : {}),
    ...(pagePath !== undefined ? { pagePath } : {}),
    ...(contentSource !== undefined ? { contentSource } : {}),
    ...(pagePermissionTypeValue !== undefined ? { pagePermissionTypeValue } : {}),
  };
  return { ok: true, props: { form, ...(Object.keys(page).length ? { page } : {}) } };
}
