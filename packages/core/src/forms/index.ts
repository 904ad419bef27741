export {
  createProductForm,
  type ProductFormController,
  type ProductFormOptions,
  type ProductFormResult,
  type ProductFormState,
  type ProductFormStatus,
} from './createProductForm';
export {
  createSiteForm,
  type SiteFormController,
  type SiteFormOptions,
  type SiteFormResult,
} from './createSiteForm';
export { type ErrorFocus, errorFocus } from './errorFocus';
export { fetchFormDefinition } from './fetchFormDefinition';
export { formCaptchaSiteKey } from './formCaptchaSiteKey';
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
  type NumberField,
  type PhoneField,
  type PlainField,
  type SectionField,
  type TextareaField,
  type TextLikeField,
} from './formField';
export { isSafeRedirectUrl } from './isSafeRedirectUrl';
export { loadFormDefinition } from './loadFormDefinition';
export { type PageDocument, resolvePageContext } from './resolvePageContext';
export { reviewMessageId } from './reviewMessage';
export {
  type SerializedFieldValue,
  type SerializedForm,
  type SerializeFormOptions,
  serializeFieldValue,
  serializeForm,
} from './serializeForm';
export {
  canSubmitSiteForm,
  INITIAL_SITE_FORM_STATE,
  type SiteFormEvent,
  type SiteFormState,
  type SiteFormStatus,
  siteFormTransition,
} from './siteFormMachine';
export { subFieldLabelIds } from './subFieldLabels';
export {
  type FormPageContext,
  formErrorMessage,
  type SubmitFormOptions,
  type SubmitFormResult,
  type SubmittableForm,
  submitForm,
  validateFormRemotely,
} from './submitForm';
export { toFormField } from './toFormField';
