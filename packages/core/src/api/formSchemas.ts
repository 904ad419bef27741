import * as v from 'valibot';
import { CATALOGUE_EN } from '../messages/catalogue.en';
import { isPlainObject, isShallowJson, optionalText, requiredParam, text } from './schemaParts';

const UNPARSABLE = CATALOGUE_EN['form.parseFailed'];

const parseIfText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Field values keyed by field id: a JSON object, or JSON text of one (the `form` field of a
 * submission). Anything else is refused with the platform's 'Could not parse the form fields…'.
 */
export const FormValuesSchema = v.pipe(
  v.unknown(),
  v.transform(parseIfText),
  v.check(isPlainObject, UNPARSABLE),
  v.check(isShallowJson, UNPARSABLE),
  v.record(v.string(), v.unknown(), UNPARSABLE),
);

/** `GET /api/template/GetTemplateSchema` query: the block type and the form id. */
export const TemplateSchemaQuerySchema = v.object({ type: requiredParam(), formId: requiredParam() });

/**
 * `POST /api/form/SaveFormSubmission`, JSON or
 * form-encoded; a form-encoded post carries the crumb as a field.
 */
export const SaveFormSubmissionRequestSchema = v.object({
  formId: text(200),
  key: text(200),
  form: FormValuesSchema,
  captchaKey: optionalText(4000),
  pageTitle: optionalText(),
  pageId: optionalText(),
  contentSource: v.nullish(v.picklist(['i', 'c', ''], '"{field}" must be "i" or "c".')),
  pagePath: optionalText(),
  pagePermissionTypeValue: optionalText(),
  crumb: optionalText(200),
});
