import type { FormFieldType } from '@storefront-widgets/core/api';

export { FORM_FIELD_TYPES, isFormFieldType } from '@storefront-widgets/core/api';

/** A setting an editor offers for a form field. */
export type FormFieldSetting =
  | 'description'
  | 'placeholder'
  | 'required'
  | 'maxLength'
  | 'currencySymbol'
  | 'showCountryCode'
  | 'underline'
  | 'options'
  | 'key'
  | 'value';

const TEXT_LIKE = ['description', 'placeholder', 'required'] as const;
const PLAIN = ['description', 'required'] as const;
const CHOICE = ['description', 'options', 'required'] as const;

/** The settings of each form field kind; the kinds are core's `FORM_FIELD_TYPES`. */
export const FORM_FIELD_SETTINGS: Readonly<Record<FormFieldType, readonly FormFieldSetting[]>> = {
  text: TEXT_LIKE,
  textarea: TEXT_LIKE,
  email: TEXT_LIKE,
  number: TEXT_LIKE,
  currency: ['description', 'currencySymbol', 'required'],
  website: TEXT_LIKE,
  password: PLAIN,
  twitter: PLAIN,
  date: PLAIN,
  time: PLAIN,
  name: PLAIN,
  address: PLAIN,
  phone: ['description', 'showCountryCode', 'required'],
  section: ['description', 'underline'],
  radio: CHOICE,
  checkbox: CHOICE,
  select: CHOICE,
  likert: CHOICE,
  hidden: ['key', 'value'],
};

/** Options of {@link formFieldSettings}. */
export interface FormFieldSettingsOptions {
  /** The vanilla form handler is on: textareas then also offer maxLength. @default false */
  vanillaFormHandler?: boolean;
}

/** The settings of one kind, with textarea's maxLength when the vanilla form handler is on. */
export function formFieldSettings(
  kind: FormFieldType,
  options: FormFieldSettingsOptions = {},
): readonly FormFieldSetting[] {
  const settings = FORM_FIELD_SETTINGS[kind];
  return kind === 'textarea' && options.vanillaFormHandler ? [...settings, 'maxLength'] : settings;
}
