// Generated from ./catalogue.en.ts by compileCatalogue.ts. Do not edit by hand.
import type { CompiledCatalogue } from './types';

/** Pre-parsed ICU ASTs of `catalogue.en.ts`: a site form's labels, checks and failures, shipped with the widgets that show a form (see messagePartOf.ts). */
export const COMPILED_EN_FORMS: CompiledCatalogue = {
  'form.required': [
    {
      type: 0,
      value: 'Required',
    },
  ],
  'form.characterLimit': [
    {
      type: 0,
      value: 'You have exceeded the character limit.',
    },
  ],
  'form.dateInvalid': [
    {
      type: 0,
      value: 'This date does not exist.',
    },
  ],
  'form.characterCounter': [
    {
      type: 1,
      value: 'count',
    },
    {
      type: 0,
      value: ' / ',
    },
    {
      type: 1,
      value: 'max',
    },
  ],
  'form.timeInvalid': [
    {
      type: 0,
      value: 'This time does not exist. Use hours 0–23 (1–12 with AM/PM) and minutes 0–59.',
    },
  ],
  'form.phoneInvalid': [
    {
      type: 0,
      value: 'Enter the phone number in digits (a country code may start with +).',
    },
  ],
  'form.numberInvalid': [
    {
      type: 0,
      value: 'Enter a number, such as 12 or 3.5.',
    },
  ],
  'form.numberMin': [
    {
      type: 0,
      value: 'Enter ',
    },
    {
      type: 1,
      value: 'min',
    },
    {
      type: 0,
      value: ' or more.',
    },
  ],
  'form.numberMax': [
    {
      type: 0,
      value: 'Enter ',
    },
    {
      type: 1,
      value: 'max',
    },
    {
      type: 0,
      value: ' or less.',
    },
  ],
  'form.numberWhole': [
    {
      type: 0,
      value: 'Enter a whole number.',
    },
  ],
  'form.numberStep': [
    {
      type: 0,
      value: 'Enter a multiple of ',
    },
    {
      type: 1,
      value: 'step',
    },
    {
      type: 0,
      value: '.',
    },
  ],
  'form.emailInvalid': [
    {
      type: 0,
      value:
        'Email is not valid. Email addresses should follow the format user@domain.com (a local part, an @ sign, then a domain).',
    },
  ],
  'form.submit': [
    {
      type: 0,
      value: 'Submit',
    },
  ],
  'form.submitting': [
    {
      type: 0,
      value: 'Submitting…',
    },
  ],
  'form.saving': [
    {
      type: 0,
      value: 'Saving…',
    },
  ],
  'form.processingError': [
    {
      type: 0,
      value: 'Error processing form submission. Please reload and try again.',
    },
  ],
  'form.unknownError': [
    {
      type: 0,
      value: 'Unknown error, please try again later.',
    },
  ],
  'form.recaptchaFailed': [
    {
      type: 0,
      value: 'reCAPTCHA failed. Refresh this page and try again.',
    },
  ],
  'form.keyFailed': [
    {
      type: 0,
      value: 'Could not get a form submission key, please try again later.',
    },
  ],
  'form.parseFailed': [
    {
      type: 0,
      value: 'Could not parse the form fields, please check your entries.',
    },
  ],
  'form.invalidFields': [
    {
      type: 0,
      value: 'One or more fields is invalid, please check your entries.',
    },
  ],
  'form.reviewBelow': [
    {
      type: 0,
      value: 'Your form has encountered a problem. Please scroll down to review.',
    },
  ],
  'form.reviewAbove': [
    {
      type: 0,
      value: 'Your form has encountered a problem. Please scroll up to review.',
    },
  ],
  'form.unauthorized': [
    {
      type: 0,
      value: 'Unable to submit form. Please try again later.',
    },
  ],
  'form.notConfigured': [
    {
      type: 0,
      value: 'This form has not been configured yet.',
    },
  ],
  'form.rateLimited': [
    {
      type: 0,
      value: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    },
  ],
  'form.serverError': [
    {
      type: 0,
      value: 'Unable to send form. Please try again later.',
    },
  ],
  'form.emptyAnswer': [
    {
      type: 0,
      value: 'N/A',
    },
  ],
  'likert.stronglyDisagree': [
    {
      type: 0,
      value: 'Strongly Disagree',
    },
  ],
  'likert.disagree': [
    {
      type: 0,
      value: 'Disagree',
    },
  ],
  'likert.neutral': [
    {
      type: 0,
      value: 'Neutral',
    },
  ],
  'likert.agree': [
    {
      type: 0,
      value: 'Agree',
    },
  ],
  'likert.stronglyAgree': [
    {
      type: 0,
      value: 'Strongly Agree',
    },
  ],
  'form.part.firstName': [
    {
      type: 0,
      value: 'First Name',
    },
  ],
  'form.part.lastName': [
    {
      type: 0,
      value: 'Last Name',
    },
  ],
  'form.part.address1': [
    {
      type: 0,
      value: 'Address 1',
    },
  ],
  'form.part.address2': [
    {
      type: 0,
      value: 'Address 2',
    },
  ],
  'form.part.city': [
    {
      type: 0,
      value: 'City',
    },
  ],
  'form.part.region': [
    {
      type: 0,
      value: 'State/Province',
    },
  ],
  'form.part.postalCode': [
    {
      type: 0,
      value: 'Zip/Postal Code',
    },
  ],
  'form.part.country': [
    {
      type: 0,
      value: 'Country',
    },
  ],
  'form.part.month': [
    {
      type: 0,
      value: 'Month',
    },
  ],
  'form.part.day': [
    {
      type: 0,
      value: 'Day',
    },
  ],
  'form.part.year': [
    {
      type: 0,
      value: 'Year',
    },
  ],
  'form.part.hour': [
    {
      type: 0,
      value: 'Hour',
    },
  ],
  'form.part.minute': [
    {
      type: 0,
      value: 'Minute',
    },
  ],
  'form.part.second': [
    {
      type: 0,
      value: 'Second',
    },
  ],
  'form.part.meridiem': [
    {
      type: 0,
      value: 'AM/PM',
    },
  ],
  'form.part.countryCode': [
    {
      type: 0,
      value: 'Country Code',
    },
  ],
  'form.part.areaCode': [
    {
      type: 0,
      value: 'Area Code',
    },
  ],
  'form.part.prefix': [
    {
      type: 0,
      value: 'Prefix',
    },
  ],
  'form.part.line': [
    {
      type: 0,
      value: 'Line',
    },
  ],
};
