// Route patterns: `:name` marks a path parameter (see apiPath).
/** Form calls. */
export const FORM_ROUTES = {
  templateSchema: '/api/template/GetTemplateSchema',
  formValidate: '/api/rest/forms/validate/:formId',
  formSubmissionKey: '/api/form/FormSubmissionKey',
  formSubmission: '/api/form/SaveFormSubmission',
} as const;
