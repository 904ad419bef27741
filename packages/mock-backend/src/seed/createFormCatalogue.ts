import type { FormDefinition } from '@storefront-widgets/core';
import { createForm, createFormField as field } from './createForm';

/**
 * The offline captcha site key. With it, the token `'pass'` verifies and any other token fails,
 * for both the classic and the enterprise v3 captcha.
 */
export const TEST_CAPTCHA_SITE_KEY = 'storefront-test-site-key';

/** Stable ids of the seeded forms. */
export const FORM_IDS = {
  /** Every field kind of the platform; no captcha. */
  contact: 'form-contact',
  /** Newsletter: one required email, enterprise v3 captcha. */
  newsletter: 'form-newsletter',
  /** Classic captcha and a success redirect to /thank-you. */
  captchaRedirect: 'form-captcha',
  /** Additional-fields form of the engraved mug. */
  engraving: 'form-engraving',
  /** SaveFormSubmission always answers 401. */
  status401: 'form-status-401',
  /** SaveFormSubmission always answers 429. */
  status429: 'form-status-429',
  /** SaveFormSubmission always answers 500. */
  status500: 'form-status-500',
} as const;

const LIKERT_QUESTIONS = ['The checkout was easy', 'I would buy again'];

/** The seeded forms (fresh objects on every call). */
export function createFormCatalogue(): FormDefinition[] {
  const single = (id: string, name: string) =>
    createForm({
      id,
      name,
      fields: [field({ id: 'message', type: 'text', title: 'Message', required: true })],
    });
  return [
    createForm({
      id: FORM_IDS.contact,
      name: 'Contact us',
      submissionMessage: 'Thanks, we will be in touch.',
      submissionHtml: '<p>We usually answer within a day.</p>',
      disclaimer: 'We never share your details.',
      fields: [
        field({ id: 'name', type: 'name', title: 'Name', required: true }),
        field({ id: 'email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' }),
        field({ id: 'subject', type: 'text', title: 'Subject', placeholder: 'Subject' }),
        field({ id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 200 }),
        field({ id: 'quantity', type: 'number', title: 'How many?', min: 1, step: 1 }),
        field({ id: 'budget', type: 'currency', title: 'Budget', currencySymbol: '$' }),
        field({ id: 'website', type: 'website', title: 'Website', placeholder: 'https://' }),
        field({ id: 'secret', type: 'password', title: 'Password' }),
        field({ id: 'twitter', type: 'twitter', title: 'Twitter' }),
        field({ id: 'date', type: 'date', title: 'Preferred date' }),
        field({ id: 'time', type: 'time', title: 'Preferred time' }),
        field({ id: 'address', type: 'address', title: 'Address' }),
        field({ id: 'phone', type: 'phone', title: 'Phone', showCountryCode: true }),
        field({ id: 'section', type: 'section', title: 'About you', underline: true }),
        field({
          id: 'contactBy',
          type: 'radio',
          title: 'Contact me by',
          options: ['Email', 'Phone'],
          required: true,
        }),
        field({ id: 'topics', type: 'checkbox', title: 'Topics', options: ['Orders', 'Returns', 'Other'] }),
        field({ id: 'country', type: 'select', title: 'Country', options: ['US', 'CA', 'GB'] }),
        field({ id: 'survey', type: 'likert', title: 'Survey', options: LIKERT_QUESTIONS }),
        field({ id: 'source', type: 'hidden', title: 'Source', key: 'utm_source', value: 'direct' }),
      ],
    }),
    createForm({
      id: FORM_IDS.newsletter,
      name: 'Newsletter',
      isNewsletter: true,
      submitButtonText: 'Sign up',
      submissionMessage: 'You are on the list.',
      captcha: { enabled: true, type: 'enterprise', siteKey: TEST_CAPTCHA_SITE_KEY },
      fields: [field({ id: 'email', type: 'email', title: 'Email', required: true })],
    }),
    createForm({
      id: FORM_IDS.captchaRedirect,
      name: 'Request a quote',
      successRedirect: '/thank-you',
      captcha: { enabled: true, type: 'classic', siteKey: TEST_CAPTCHA_SITE_KEY },
      fields: [field({ id: 'details', type: 'textarea', title: 'Details', required: true, maxLength: 500 })],
    }),
    createForm({
      id: FORM_IDS.engraving,
      name: 'Engraving',
      submitButtonText: 'Add To Cart',
      fields: [
        field({ id: 'engraving', type: 'text', title: 'Engraving text', required: true }),
        field({ id: 'font', type: 'select', title: 'Font', options: ['Serif', 'Sans'], required: true }),
      ],
    }),
    single(FORM_IDS.status401, 'Always 401'),
    single(FORM_IDS.status429, 'Always 429'),
    single(FORM_IDS.status500, 'Always 500'),
  ];
}
