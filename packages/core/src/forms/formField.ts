/**
 * Form field model: every kind of the platform with its settings.
 * `id` is the key the value is submitted under; `title` is the visible label.
 */
interface FieldBase {
  /** Field id; the submitted JSON is keyed by it. */
  id: string;
  /** Visible label. */
  title?: string;
  /** Help text under the label. */
  description?: string;
}

/** text, email: description, placeholder, required. website: the same settings. */
export interface TextLikeField extends FieldBase {
  type: 'text' | 'email' | 'website';
  placeholder?: string;
  required?: boolean;
}

/**
 * number: description, placeholder, required, and optional limits (ours: the platform lists no
 * limits, a count such as "How many?" needs them to refuse -3.5).
 */
export interface NumberField extends FieldBase {
  type: 'number';
  placeholder?: string;
  required?: boolean;
  /** Smallest accepted value; absent for none. */
  min?: number;
  /** Largest accepted value; absent for none. */
  max?: number;
  /** Accepted values are `min` plus multiples of this; 1 asks for whole numbers; absent for any. */
  step?: number;
}

/** textarea: text settings plus `maxLength` (only when the vanilla form handler is on). */
export interface TextareaField extends FieldBase {
  type: 'textarea';
  placeholder?: string;
  required?: boolean;
  /** Maximum characters; 0, null or absent disables the counter and the check. */
  maxLength?: number | null;
}

/** currency: description, currencySymbol, required. */
export interface CurrencyField extends FieldBase {
  type: 'currency';
  /** Symbol shown before the input, e.g. `$`. */
  currencySymbol?: string;
  required?: boolean;
}

/** password, twitter, date, time, name, address: description, required. */
export interface PlainField extends FieldBase {
  type: 'password' | 'twitter' | 'date' | 'time' | 'name' | 'address';
  required?: boolean;
}

/** phone: description, showCountryCode, required. */
export interface PhoneField extends FieldBase {
  type: 'phone';
  showCountryCode?: boolean;
  required?: boolean;
}

/** section: description, underline. Carries no value. */
export interface SectionField extends FieldBase {
  type: 'section';
  underline?: boolean;
}

/** radio, checkbox, select: description, options, required. */
export interface ChoiceField extends FieldBase {
  type: 'radio' | 'checkbox' | 'select';
  options: string[];
  required?: boolean;
}

/** likert: description, options (the questions). Never required. */
export interface LikertField extends FieldBase {
  type: 'likert';
  /** The questions (statements) rated on the -2…2 scale. */
  options: string[];
  required?: boolean;
}

/** hidden: key (query-string parameter name) and value. */
export interface HiddenField extends FieldBase {
  type: 'hidden';
  key: string;
  value: string;
}

/** Any form field, typed by kind. */
export type FormFieldModel =
  | TextLikeField
  | NumberField
  | TextareaField
  | CurrencyField
  | PlainField
  | PhoneField
  | SectionField
  | ChoiceField
  | LikertField
  | HiddenField;

/** Every field kind name. */
export type FormFieldModelType = FormFieldModel['type'];

/**
 * Any field shape the form functions accept: the typed {@link FormFieldModel} or the backend's
 * flat `FormField` (api/types). Normalised with `toFormField`.
 */
export interface FormFieldLike {
  id: string;
  type: FormFieldModelType;
  title?: string;
  description?: string;
  required?: boolean;
  placeholder?: string;
  maxLength?: number | null;
  min?: number;
  max?: number;
  step?: number;
  currencySymbol?: string;
  showCountryCode?: boolean;
  underline?: boolean;
  options?: readonly string[];
  key?: string;
  value?: string;
}

/**
 * Raw input of a field as the widget holds it: a string for single inputs and select; a list of
 * sub-values for name, address, date, time and phone; checked values for checkbox and radio;
 * question → chosen answer for likert.
 */
export type FieldInput = string | readonly string[] | Readonly<Record<string, string>>;

/** Raw inputs keyed by field id. */
export type FormInputs = Readonly<Record<string, FieldInput | undefined>>;

/** The Likert scale answers. */
export const LIKERT_ANSWERS = [
  { value: '-2', id: 'likert.stronglyDisagree' },
  { value: '-1', id: 'likert.disagree' },
  { value: '0', id: 'likert.neutral' },
  { value: '1', id: 'likert.agree' },
  { value: '2', id: 'likert.stronglyAgree' },
] as const;
