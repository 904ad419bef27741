import type { FormDefinition, FormField } from '@storefront-widgets/core';

/** Inputs of {@link createForm}; everything but `id` has a default. */
export interface CreateFormOptions {
  id: string;
  /** @default 'Contact' */
  name?: string;
  /** @default one required text field `name` */
  fields?: FormField[];
  /** @default 'Thank you!' */
  submissionMessage?: string;
  /** @default '' */
  submissionHtml?: string;
  /** @default '' */
  disclaimer?: string;
  /** @default null (show the submission text) */
  successRedirect?: string | null;
  /** @default no captcha */
  captcha?: FormDefinition['captcha'];
  /** @default false */
  isNewsletter?: boolean;
  /** @default 'Submit' */
  submitButtonText?: string;
}

/** A form field with the defaults every kind shares (not required, empty description). */
export function createFormField(field: Pick<FormField, 'id' | 'type'> & Partial<FormField>): FormField {
  return { title: field.id, description: '', required: false, ...field };
}

/** A form definition in the wire shape of `GET /api/template/GetTemplateSchema`. */
export function createForm(options: CreateFormOptions): FormDefinition {
  return {
    id: options.id,
    name: options.name ?? 'Contact',
    fields: options.fields ?? [createFormField({ id: 'name', type: 'text', title: 'Name', required: true })],
    submissionMessage: options.submissionMessage ?? 'Thank you!',
    submissionHtml: options.submissionHtml ?? '',
    disclaimer: options.disclaimer ?? '',
    successRedirect: options.successRedirect ?? null,
    captcha: options.captcha ?? { enabled: false, type: 'classic', siteKey: '' },
    isNewsletter: options.isNewsletter ?? false,
    submitButtonText: options.submitButtonText ?? 'Submit',
  };
}
