// Generated from ./catalogue.en.ts by compileCatalogue.ts. Do not edit by hand.
import type { CompiledCatalogue } from './types';

/** Pre-parsed ICU ASTs of `catalogue.en.ts`: the messages that arrive with the HTTP client (see initialMessageIds.ts). */
export const COMPILED_EN_INTERACTIVE: CompiledCatalogue = {
  'addToCart.added': [
    {
      type: 0,
      value: 'Added!',
    },
  ],
  'cart.itemCount': [
    {
      type: 6,
      value: 'count',
      options: {
        one: {
          value: [
            {
              type: 0,
              value: 'One item in cart',
            },
          ],
        },
        other: {
          value: [
            {
              type: 7,
            },
            {
              type: 0,
              value: ' items in cart',
            },
          ],
        },
      },
      offset: 0,
      pluralType: 'cardinal',
    },
  ],
  'cart.moreThan100': [
    {
      type: 0,
      value: 'More than 100 items in cart',
    },
  ],
  'cart.quantityOverflow': [
    {
      type: 0,
      value: '100+',
    },
  ],
  'cart.unableToUpdateQuantity': [
    {
      type: 0,
      value: 'Unable to update quantity',
    },
  ],
  'cart.unableToRemoveItem': [
    {
      type: 0,
      value: 'Unable to remove item',
    },
  ],
  'cart.unableToUpdateForm': [
    {
      type: 0,
      value: 'Unable to update form',
    },
  ],
  'cart.unableToOpenForm': [
    {
      type: 0,
      value: 'Unable to open form',
    },
  ],
  'cart.empty': [
    {
      type: 0,
      value: 'You have nothing in your shopping cart.',
    },
  ],
  'cart.minimumSubtotal': [
    {
      type: 0,
      value: 'To check out, your order subtotal must be ',
    },
    {
      type: 1,
      value: 'subtotal',
    },
    {
      type: 0,
      value: ' or more.',
    },
  ],
  'cart.emptyCart': [
    {
      type: 0,
      value: 'Empty cart',
    },
  ],
  'http.sessionExpired': [
    {
      type: 0,
      value: 'Your session has expired. Please reload the page and try again.',
    },
  ],
  'http.enableCookies': [
    {
      type: 0,
      value: 'Please enable cookies in your browser, reload the page, and try again.',
    },
  ],
  'http.rateLimited': [
    {
      type: 0,
      value: 'Please try again in a few seconds.',
    },
  ],
  'http.unknownError': [
    {
      type: 0,
      value: 'Unknown error, please try again later.',
    },
  ],
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
  'form.captchaIncomplete': [
    {
      type: 0,
      value: 'Complete CAPTCHA before submitting.',
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
  'restock.emailBlank': [
    {
      type: 0,
      value: 'Email cannot be blank',
    },
  ],
  'restock.emailInvalid': [
    {
      type: 0,
      value: 'Email is invalid',
    },
  ],
  'restock.success': [
    {
      type: 0,
      value: 'Signed up!',
    },
  ],
  'restock.failed': [
    {
      type: 0,
      value: 'Unable to submit form. Please try again later.',
    },
  ],
  'restock.siteKeyMissing': [
    {
      type: 0,
      value: 'Enterprise V3 ReCaptcha site key not found',
    },
  ],
  'restock.emailLabel': [
    {
      type: 0,
      value: 'Email Address',
    },
  ],
  'restock.joinMailingList': [
    {
      type: 0,
      value: 'Join our mailing list',
    },
  ],
  'restock.signUp': [
    {
      type: 0,
      value: 'Sign Up',
    },
  ],
  'installments.over': [
    {
      type: 0,
      value: 'available for orders over ',
    },
    {
      type: 1,
      value: 'amount',
    },
  ],
  'installments.upTo': [
    {
      type: 0,
      value: 'available for orders up to ',
    },
    {
      type: 1,
      value: 'amount',
    },
  ],
  'installments.payments': [
    {
      type: 0,
      value: 'or ',
    },
    {
      type: 1,
      value: 'count',
    },
    {
      type: 0,
      value: ' interest-free payments of ',
    },
    {
      type: 1,
      value: 'amount',
    },
    {
      type: 0,
      value: ' with ',
    },
    {
      type: 1,
      value: 'brand',
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
