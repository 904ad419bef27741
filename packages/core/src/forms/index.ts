export {
  type ChoiceField,
  type CurrencyField,
  type FieldInput,
  type FormFieldLike,
  type FormFieldModel,
  type FormFieldModelType,
  type FormInputs,
  type HiddenField,
  LIKERT_ANSWERS,
  type LikertField,
  type PhoneField,
  type PlainField,
  type SectionField,
  type TextareaField,
  type TextLikeField,
} from './formField';
export { FORM_FIELD_TYPES, isFormFieldType } from './formFieldTypes';
export { reviewMessageId } from './reviewMessage';
export {
  type SerializedFieldValue,
  type SerializedForm,
  type SerializeFormOptions,
  serializeFieldValue,
  serializeForm,
} from './serializeForm';
export { subFieldLabelIds } from './subFieldLabels';
export {
  FORM_ENDPOINTS,
  type FormCaptcha,
  type FormPageContext,
  formErrorMessage,
  type SubmitFormOptions,
  type SubmitFormResult,
  type SubmitFormState,
  type SubmittableForm,
  submitForm,
  validateFormRemotely,
} from './submitForm';
export { toFormField } from './toFormField';
