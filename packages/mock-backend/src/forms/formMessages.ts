/** Form-level messages of spec/storefront.md §8, word for word. */
export const FORM_MESSAGES_SUMMARY = {
  unparsable: 'Could not parse the form fields, please check your entries.',
  invalid: 'One or more fields is invalid, please check your entries.',
  processing: 'Error processing form submission. Please reload and try again.',
  completeCaptcha: 'Complete CAPTCHA before submitting.',
  captchaFailed: 'reCAPTCHA failed. Refresh this page and try again.',
  status401: 'Unable to submit form. Please try again later.',
  status404: 'This form has not been configured yet.',
  status429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  status500: 'Unable to send form. Please try again later.',
} as const;
