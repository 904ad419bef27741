import {
  ApiError,
  COMPILED_FR,
  createMessages,
  createSiteForm,
  type FormDefinition,
  type FormFieldLike,
  type FormPageContext,
  formCaptchaSiteKey,
  formErrorMessage,
  INITIAL_SITE_FORM_STATE,
  isSafeRedirectUrl,
  resolvePageContext,
  reviewMessageId,
  type SiteFormEvent,
  serializeFieldValue,
  serializeForm,
  siteFormTransition,
  submitForm,
  toFormField,
} from '@storefront-widgets/core';
import {
  createForm,
  createFormField,
  FORM_IDS,
  PASSING_CAPTCHA_TOKEN,
} from '@storefront-widgets/mock-backend';
import { describe, expect, it, vi } from 'vitest';
import { createTestShop, testCaptcha } from './helpers/testShop';

const fields: FormFieldLike[] = [
  { id: 'name', type: 'name', required: true },
  { id: 'email', type: 'email', required: true },
  { id: 'message', type: 'textarea', maxLength: 20 },
  { id: 'intro', type: 'section' },
  { id: 'source', type: 'hidden', key: 'utm_source', value: 'direct' },
];

const page: FormPageContext = {
  pageTitle: 'Contact',
  pageId: 'page-1',
  contentSource: 'c',
  pagePath: '/contact',
  pagePermissionTypeValue: 1,
};

const validInputs = { name: ['Ada', 'Lovelace'], email: 'ada@example.com', message: 'Hello' };

describe('serialization by type (storefront §3)', () => {
  it('address, date, name, time are arrays of sub-values', () => {
    expect(
      serializeFieldValue({ id: 'a', type: 'address' }, [
        '1 Main St',
        '',
        'Springfield',
        'IL',
        '62701',
        'US',
      ]),
    ).toEqual(['1 Main St', '', 'Springfield', 'IL', '62701', 'US']);
    expect(serializeFieldValue({ id: 'd', type: 'date' }, ['12', '31', '2026'])).toEqual([
      '12',
      '31',
      '2026',
    ]);
    expect(serializeFieldValue({ id: 't', type: 'time' }, ['10', '30', '00', 'AM'])).toEqual([
      '10',
      '30',
      '00',
      'AM',
    ]);
  });

  it('phone is three sub-values with an empty first one prepended', () => {
    expect(serializeFieldValue({ id: 'p', type: 'phone' }, ['555', '123', '4567'])).toEqual([
      '',
      '555',
      '123',
      '4567',
    ]);
    expect(
      serializeFieldValue({ id: 'p', type: 'phone', showCountryCode: true }, ['+1', '555', '123', '4567']),
    ).toEqual(['+1', '555', '123', '4567']);
  });

  it('checkbox: checked values; radio: the first checked; select: its value', () => {
    expect(serializeFieldValue({ id: 'c', type: 'checkbox', options: ['a', 'b'] }, ['a', 'b'])).toEqual([
      'a',
      'b',
    ]);
    expect(serializeFieldValue({ id: 'c', type: 'checkbox', options: ['a'] }, undefined)).toEqual([]);
    expect(serializeFieldValue({ id: 'r', type: 'radio', options: ['x', 'y'] }, ['y', 'x'])).toBe('y');
    expect(serializeFieldValue({ id: 's', type: 'select', options: ['x'] }, 'x')).toBe('x');
  });

  it('likert: question → checked answers', () => {
    expect(
      serializeFieldValue(
        { id: 'l', type: 'likert', options: ['Q1', 'Q2', 'Q3'] },
        { Q1: '2', Q2: '-1', Q3: '' },
      ),
    ).toEqual({ Q1: ['2'], Q2: ['-1'] });
  });

  it('hidden: the query parameter of that name if it exists, else its own value', () => {
    const hidden = { id: 'h', type: 'hidden' as const, key: 'utm_source', value: 'direct' };
    expect(serializeFieldValue(hidden, undefined, { search: '?utm_source=newsletter' })).toBe('newsletter');
    expect(serializeFieldValue(hidden, undefined, { search: '?utm_source=' })).toBe('');
    expect(serializeFieldValue(hidden, undefined, { search: '?other=1' })).toBe('direct');
  });

  it('section: nothing', () => {
    expect(serializeForm(fields, validInputs, { search: '' })).toEqual({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      message: 'Hello',
      source: 'direct',
    });
  });

  it('normalises the backend flat field shape', () => {
    expect(
      toFormField({ id: 'x', type: 'textarea', title: 'T', description: '', required: false, maxLength: 0 }),
    ).toEqual({
      id: 'x',
      type: 'textarea',
      title: 'T',
      description: '',
      required: false,
      maxLength: 0,
    });
  });
});

/** The contact form of these tests, as the reference backend stores it. */
const contactForm: FormDefinition = createForm({
  id: 'form-1',
  submissionMessage: 'Thanks!',
  submissionHtml: '<p>See you</p>',
  fields: [
    createFormField({ id: 'name', type: 'name', required: true }),
    createFormField({ id: 'email', type: 'email', required: true }),
    createFormField({ id: 'message', type: 'textarea', maxLength: 20 }),
    createFormField({ id: 'intro', type: 'section' }),
    createFormField({ id: 'source', type: 'hidden', key: 'utm_source', value: 'direct' }),
  ],
});

/** A shop serving the contact form, and the submit flow's options for it. */
async function contactShop(shopOptions: Parameters<typeof createTestShop>[0] = {}) {
  const shop = await createTestShop({ forms: [contactForm], ...shopOptions });
  const redirects: string[] = [];
  const options = {
    client: shop.client,
    form: contactForm,
    inputs: validInputs,
    page,
    location: { search: '?utm_source=ad', assign: (url: string) => redirects.push(url) },
  };
  const saved = () => shop.requests.filter((request) => request.path === '/api/form/SaveFormSubmission');
  return { shop, options, redirects, saved };
}

describe('submitForm (against the reference backend)', () => {
  it('saves the payload and shows the submission text', async () => {
    const { options, saved, shop } = await contactShop();
    await expect(submitForm(options)).resolves.toEqual({
      type: 'submitted',
      submissionText: 'Thanks!',
      postSubmitHtml: '<p>See you</p>',
    });
    expect(saved()[0]?.body).toEqual({
      formId: 'form-1',
      key: expect.any(String),
      form: JSON.stringify({
        name: ['Ada', 'Lovelace'],
        email: 'ada@example.com',
        message: 'Hello',
        source: 'ad',
      }),
      pageTitle: 'Contact',
      pageId: 'page-1',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: '1',
    });
    const owner = await shop.signInOwner();
    const stored = await owner.get<{ submissions: Array<{ values: unknown }> }>('/api/dev/form-submissions', {
      formId: 'form-1',
    });
    expect(stored.submissions[0]?.values).toEqual({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      message: 'Hello',
      source: 'ad',
    });
  });

  it('invalid fields: errors, nothing sent', async () => {
    const { options, shop } = await contactShop();
    const result = await submitForm({
      ...options,
      inputs: { name: ['', ''], email: 'bad', message: 'x'.repeat(21) },
    });
    expect(result).toEqual({
      type: 'invalid',
      fieldErrors: {
        name: 'Required',
        email:
          'Email is not valid. Email addresses should follow the format user@domain.com (a local part, an @ sign, then a domain).',
        message: 'You have exceeded the character limit.',
      },
    });
    expect(shop.requests).toHaveLength(0);
  });

  it('redirects when a success URL is set, and records the newsletter subscription', async () => {
    const { options, redirects } = await contactShop({
      forms: [{ ...contactForm, successRedirect: '/thanks', isNewsletter: true }],
    });
    const subscribed = vi.fn();
    const succeeded = vi.fn();
    await expect(
      submitForm({
        ...options,
        form: { ...contactForm, successRedirect: '/thanks', isNewsletter: true },
        onNewsletterSubscribed: subscribed,
        onSuccess: succeeded,
      }),
    ).resolves.toEqual({ type: 'redirected', url: '/thanks' });
    expect(redirects).toEqual(['/thanks']);
    expect([subscribed.mock.calls.length, succeeded.mock.calls.length]).toEqual([1, 1]);
  });

  it('never follows a redirect that could run script; the submission text shows instead', async () => {
    const hostile = 'java\tscript:alert(document.cookie)';
    const { options, redirects } = await contactShop({
      forms: [{ ...contactForm, successRedirect: hostile }],
    });
    await expect(
      submitForm({ ...options, form: { ...contactForm, successRedirect: hostile } }),
    ).resolves.toMatchObject({ type: 'submitted' });
    expect(redirects).toEqual([]);
  });

  it('accepts http(s) and relative redirects only', () => {
    for (const url of ['/thanks', 'thanks.html', '?sent=1', 'https://shop.example/t', 'http://x.example']) {
      expect(isSafeRedirectUrl(url)).toBe(true);
    }
    for (const url of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\nscript:x',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(isSafeRedirectUrl(url)).toBe(false);
    }
  });

  it('adds the captcha key, or refuses an incomplete or broken captcha and resets it', async () => {
    const shop = await createTestShop();
    const saved = () =>
      shop.sent('POST').filter((request) => request.path === '/api/form/SaveFormSubmission');
    const form = (
      await shop.client.get<{ form: FormDefinition }>('/api/template/GetTemplateSchema', {
        type: 'form',
        formId: FORM_IDS.captchaRedirect,
      })
    ).form;
    const base = {
      client: shop.client,
      form,
      inputs: { details: 'A quote please' },
      page,
      location: { search: '', assign: () => {} },
    };
    const answered = testCaptcha('classic', PASSING_CAPTCHA_TOKEN);
    await expect(submitForm({ ...base, captcha: answered })).resolves.toEqual({
      type: 'redirected',
      url: '/thank-you',
    });
    expect(saved()[0]?.body).toMatchObject({ captchaKey: PASSING_CAPTCHA_TOKEN });
    const unanswered = testCaptcha('classic', '');
    await expect(submitForm({ ...base, captcha: unanswered })).resolves.toEqual({
      type: 'failed',
      message: 'Complete CAPTCHA before submitting.',
      category: 'refusal',
      isCaptchaUnanswered: true,
    });
    expect(unanswered.resets).toBe(1);
    const broken = testCaptcha('enterprise', new Error('offline'));
    // The captcha service failing is the site's fault; the server declining an answer is not.
    await expect(submitForm({ ...base, captcha: broken })).resolves.toMatchObject({
      message: 'reCAPTCHA failed. Refresh this page and try again.',
      category: 'fault',
    });
    const refused = testCaptcha('classic', 'wrong');
    await expect(submitForm({ ...base, captcha: refused })).resolves.toEqual({
      type: 'failed',
      message: 'reCAPTCHA failed. Refresh this page and try again.',
      category: 'refusal',
    });
    expect(refused.resets).toBe(1);
  });

  it('a refused form key → "Could not get a form submission key, please try again later."', async () => {
    const { options, saved } = await contactShop({ crumb: 'forged-crumb' });
    await expect(submitForm(options)).resolves.toEqual({
      type: 'failed',
      message: 'Could not get a form submission key, please try again later.',
      category: 'fault',
    });
    expect(saved()).toHaveLength(0);
  });

  it.each([
    [FORM_IDS.status401, 'Unable to submit form. Please try again later.', 'fault'],
    ['form-that-does-not-exist', 'This form has not been configured yet.', 'fault'],
    [
      FORM_IDS.status429,
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      'refusal',
    ],
    [FORM_IDS.status500, 'Unable to send form. Please try again later.', 'fault'],
  ])(
    'the %s form answers with its status → %s (a %s), and the captcha is reset',
    async (formId, message, category) => {
      const { options } = await contactShop();
      const captcha = testCaptcha('classic', PASSING_CAPTCHA_TOKEN);
      await expect(
        submitForm({ ...options, form: { ...contactForm, id: formId }, captcha }),
      ).resolves.toEqual({
        type: 'failed',
        message,
        category,
      });
      expect(captcha.resets).toBe(1);
    },
  );

  it('400 with an error map → per-field errors (the server knows a field this page did not show)', async () => {
    const { options } = await contactShop({
      forms: [
        {
          ...contactForm,
          fields: [...contactForm.fields, createFormField({ id: 'phone', type: 'phone', required: true })],
        },
      ],
    });
    await expect(submitForm(options)).resolves.toEqual({
      type: 'failed',
      message: 'One or more fields is invalid, please check your entries.',
      category: 'refusal',
      fieldErrors: { phone: 'Required' },
    });
  });

  it('a network failure while fetching the key gives the key message', async () => {
    const { options } = await contactShop();
    const offline = (await import('@storefront-widgets/core')).createHttpClient({
      fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
      getRetryLimit: 0,
    });
    await expect(submitForm({ ...options, client: offline })).resolves.toEqual({
      type: 'failed',
      message: 'Could not get a form submission key, please try again later.',
      category: 'fault',
    });
  });
});

describe('formErrorMessage (storefront §8 table for other answers)', () => {
  it('keeps the text of an unlisted status and of a 400 without a map', () => {
    expect(formErrorMessage(new ApiError({ status: 418, message: 'I am a teapot' }))).toBe('I am a teapot');
    expect(formErrorMessage(new ApiError({ status: 400, message: 'Bad payload' }))).toBe('Bad payload');
    expect(formErrorMessage(new ApiError({ status: 400, message: 'x', fieldErrors: { a: 'b' } }))).toBe(
      'One or more fields is invalid, please check your entries.',
    );
  });
});

describe('createSiteForm', () => {
  async function siteForm(
    form: FormDefinition = contactForm,
    extra: Partial<Parameters<typeof createSiteForm>[0]> = {},
  ) {
    const shop = await createTestShop({ forms: [form] });
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const controller = createSiteForm({
      client: shop.client,
      form,
      page,
      location: { search: '', assign: () => {} },
      onSuccess,
      onError,
      ...extra,
    });
    const statuses: string[] = [];
    controller.subscribe((state) => statuses.push(state.status));
    return { shop, controller, onSuccess, onError, statuses };
  }

  it("locks with 'Submitting…', submits the inputs set in the same task, then shows the submission", async () => {
    const { controller, statuses, onSuccess } = await siteForm();
    expect(controller.buttonLabel()).toBe('Submit');
    controller.setInput('name', ['Ada', 'Lovelace']);
    controller.setInput('email', 'ada@example.com');
    const submitting = controller.submit();
    expect(controller.buttonLabel()).toBe('Submitting…');
    await expect(controller.submit()).resolves.toEqual({ type: 'ignored' });
    await expect(submitting).resolves.toMatchObject({ type: 'submitted' });
    expect(statuses.filter((status, i) => status !== statuses[i - 1])).toEqual([
      'editing',
      'submitting',
      'submitted',
    ]);
    expect(controller.getState().submission).toEqual({ text: 'Thanks!', html: '<p>See you</p>' });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('invalid fields unlock with their errors and ask for focus; the review hint follows the field', async () => {
    const { controller, shop } = await siteForm();
    await controller.submit();
    expect(controller.getState()).toMatchObject({
      status: 'editing',
      fieldErrors: { name: 'Required', email: 'Required' },
      focusRequest: 1,
      focusTarget: 'field',
    });
    controller.review(-40, 800);
    expect(controller.getState().review).toBe(
      'Your form has encountered a problem. Please scroll up to review.',
    );
    controller.review(100, 800);
    expect(controller.getState().review).toBeNull();
    expect(shop.requests).toHaveLength(0);
  });

  it('every refusal asks for focus: the unanswered captcha, else the message, else the invalid field', async () => {
    const form = { ...contactForm, captcha: { enabled: true, type: 'classic' as const, siteKey: 'k' } };
    const captcha = testCaptcha('classic', '');
    const { controller } = await siteForm(form, { captcha });
    controller.setInput('name', ['Ada', 'Lovelace']);
    controller.setInput('email', 'ada@example.com');
    await controller.submit();
    expect(controller.getState()).toMatchObject({
      formError: 'Complete CAPTCHA before submitting.',
      focusRequest: 1,
      focusTarget: 'captcha',
    });
    controller.answerCaptcha();
    captcha.token = 'wrong';
    await controller.submit();
    expect(controller.getState()).toMatchObject({
      formError: 'reCAPTCHA failed. Refresh this page and try again.',
      focusRequest: 2,
      focusTarget: 'message',
    });
    controller.answerCaptcha();
    controller.setInput('email', '');
    await controller.submit();
    expect(controller.getState()).toMatchObject({ focusRequest: 3, focusTarget: 'field' });
  });

  it('the pure machine sends focus to the fields of a 400 before the captcha or the message', () => {
    const submitting = siteFormTransition(INITIAL_SITE_FORM_STATE, { type: 'SUBMIT' });
    const failed = (extra: Partial<Extract<SiteFormEvent, { type: 'FAILED' }>>) =>
      siteFormTransition(submitting, { type: 'FAILED', message: 'No', isCaptchaBound: false, ...extra });
    expect(failed({ fieldErrors: { email: 'Bad' }, isCaptchaUnanswered: true }).focusTarget).toBe('field');
    expect(failed({ isCaptchaUnanswered: true }).focusTarget).toBe('captcha');
    expect(failed({}).focusTarget).toBe('message');
    expect(failed({}).focusRequest).toBe(1);
  });

  it('a failure bound to the classic captcha waits for a new answer before another submit (§4 step 5)', async () => {
    const form = { ...contactForm, captcha: { enabled: true, type: 'classic' as const, siteKey: 'k' } };
    const captcha = testCaptcha('classic', 'wrong');
    const { controller, onError } = await siteForm(form, { captcha });
    controller.setInput('name', ['Ada', 'Lovelace']);
    controller.setInput('email', 'ada@example.com');
    await controller.submit();
    expect(controller.getState()).toMatchObject({
      status: 'editing',
      isAwaitingCaptcha: true,
      formError: 'reCAPTCHA failed. Refresh this page and try again.',
    });
    expect(onError).toHaveBeenCalledWith('reCAPTCHA failed. Refresh this page and try again.', 'refusal');
    await expect(controller.submit()).resolves.toEqual({ type: 'ignored' });
    controller.answerCaptcha();
    captcha.token = PASSING_CAPTCHA_TOKEN;
    await expect(controller.submit()).resolves.toMatchObject({ type: 'submitted' });
  });

  it('stays locked while a success redirect leaves the page', async () => {
    const form = { ...contactForm, successRedirect: '/thanks' };
    const redirects: string[] = [];
    const { controller } = await siteForm(form, {
      location: { search: '', assign: (url) => redirects.push(url) },
    });
    controller.setInput('name', ['Ada', 'Lovelace']);
    controller.setInput('email', 'ada@example.com');
    await controller.submit();
    expect(redirects).toEqual(['/thanks']);
    expect(controller.getState().status).toBe('submitting');
  });

  it('the pure machine ignores input once submitted and submits only when editing', () => {
    const submitting = siteFormTransition(INITIAL_SITE_FORM_STATE, { type: 'SUBMIT' });
    expect(siteFormTransition(submitting, { type: 'SUBMIT' })).toBe(submitting);
    const done = siteFormTransition(submitting, { type: 'SUBMITTED', text: 't', html: '' });
    expect(siteFormTransition(done, { type: 'INPUT', id: 'a', value: 'b' })).toBe(done);
  });

  it('uses French texts when given French messages', async () => {
    const { controller } = await siteForm(
      { ...contactForm, submitButtonText: '' },
      {
        messages: createMessages({ locale: 'fr', catalogue: COMPILED_FR }),
      },
    );
    expect(controller.buttonLabel()).toBe('Envoyer');
    controller.setInput('name', ['Ada', 'Lovelace']);
    controller.setInput('email', 'ada@example.com');
    const submitting = controller.submit();
    expect(controller.buttonLabel()).toBe('Envoi…');
    await submitting;
  });
});

describe('form page context and captcha key', () => {
  it('fills the page fields from the document unless given', () => {
    const doc = { title: 'Contact us', location: { pathname: '/contact' } };
    expect(resolvePageContext({}, doc)).toEqual({
      pageTitle: 'Contact us',
      pageId: '',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 1,
    });
    expect(resolvePageContext({ pageId: 'p1', contentSource: 'i' }, doc)).toMatchObject({
      pageId: 'p1',
      contentSource: 'i',
    });
  });

  it("uses the form's own site key, else the site's, and none when the form has no captcha", () => {
    expect(formCaptchaSiteKey({ enabled: true, type: 'classic', siteKey: 'form-key' }, 'site-key')).toBe(
      'form-key',
    );
    expect(formCaptchaSiteKey({ enabled: true, type: 'classic', siteKey: '' }, 'site-key')).toBe('site-key');
    expect(
      formCaptchaSiteKey({ enabled: false, type: 'classic', siteKey: 'form-key' }, 'site-key'),
    ).toBeUndefined();
  });
});

describe('review hint', () => {
  it('scroll up when the first error is above the viewport, down when below, none when visible', () => {
    const en = createMessages();
    const up = reviewMessageId(-120, 800);
    const down = reviewMessageId(1200, 800);
    expect(up && en.format(up)).toBe('Your form has encountered a problem. Please scroll up to review.');
    expect(down && en.format(down)).toBe(
      'Your form has encountered a problem. Please scroll down to review.',
    );
    expect(reviewMessageId(300, 800)).toBeNull();
  });
});
