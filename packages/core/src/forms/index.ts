export { fetchFormDefinition } from './fetchFormDefinition';
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
