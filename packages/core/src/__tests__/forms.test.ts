import {
  COMPILED_FR,
  createMessages,
  type FormFieldLike,
  type FormPageContext,
  reviewMessageId,
  type SubmitFormState,
  serializeFieldValue,
  serializeForm,
  submitForm,
  toFormField,
} from '@storefront/core';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientFor } from './helpers/testClient';

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

function formBackend(saveStatus: number, saveBody: unknown = {}, keyStatus = 200) {
  const saved: Record<string, unknown>[] = [];
  let keyCalls = 0;
  const app = new Hono();
  app.post('/api/form/FormSubmissionKey', (c) => {
    keyCalls += 1;
    return keyStatus === 200
      ? c.json({ data: { key: 'key-1' } })
      : c.json({ message: 'no' }, keyStatus as 500);
  });
  app.post('/api/form/SaveFormSubmission', async (c) => {
    saved.push(await c.req.json());
    return saveStatus === 200 ? c.json({ submissionId: 's-1' }) : c.json(saveBody, saveStatus as 400);
  });
  return { app, saved, keyCalls: () => keyCalls };
}

function run(app: Hono, extra: Partial<Parameters<typeof submitForm>[0]> = {}) {
  const states: SubmitFormState[] = [];
  const redirects: string[] = [];
  const resets: number[] = [];
  const promise = submitForm({
    client: clientFor(app),
    form: { id: 'form-1', fields, submissionMessage: 'Thanks!', submissionHtml: '<p>See you</p>' },
    inputs: validInputs,
    page,
    location: { search: '?utm_source=ad', assign: (url) => redirects.push(url) },
    onStateChange: (state) => states.push(state),
    ...extra,
  });
  return { promise, states, redirects, resets };
}

describe('submitForm', () => {
  it("locks with 'Submitting…', saves the payload, and shows the submission text", async () => {
    const backend = formBackend(200);
    const { promise, states } = run(backend.app);
    await expect(promise).resolves.toEqual({
      status: 'success',
      submissionText: 'Thanks!',
      postSubmitHtml: '<p>See you</p>',
    });
    expect(states).toEqual([
      { isSubmitting: true, buttonLabel: 'Submitting…' },
      { isSubmitting: false, buttonLabel: null },
    ]);
    expect(backend.saved[0]).toEqual({
      formId: 'form-1',
      key: 'key-1',
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
  });

  it('invalid fields: errors shown, form unlocked, nothing sent', async () => {
    const backend = formBackend(200);
    const { promise, states } = run(backend.app, {
      inputs: { name: ['', ''], email: 'bad', message: 'x'.repeat(21) },
    });
    const result = await promise;
    expect(result).toEqual({
      status: 'invalid',
      fieldErrors: {
        name: 'Required',
        email:
          'Email is not valid. Email addresses should follow the format user@domain.com (a local part, an @ sign, then a domain).',
        message: 'You have exceeded the character limit.',
      },
    });
    expect(states.at(-1)).toEqual({ isSubmitting: false, buttonLabel: null });
    expect(backend.keyCalls()).toBe(0);
  });

  it('redirects when a success URL is set, and records the newsletter subscription', async () => {
    const backend = formBackend(200);
    let subscribed = 0;
    let succeeded = 0;
    const { promise, redirects } = run(backend.app, {
      form: { id: 'form-1', fields, successRedirect: '/thanks', isNewsletter: true },
      onNewsletterSubscribed: () => {
        subscribed += 1;
      },
      onSuccess: () => {
        succeeded += 1;
      },
    });
    await expect(promise).resolves.toEqual({ status: 'redirected', url: '/thanks' });
    expect(redirects).toEqual(['/thanks']);
    expect([subscribed, succeeded]).toEqual([1, 1]);
  });

  it('adds the captcha key, or refuses an incomplete captcha', async () => {
    const backend = formBackend(200);
    let resets = 0;
    const captcha = (key: string | null) => ({ getKey: async () => key, reset: () => (resets += 1) });
    await run(backend.app, { captcha: captcha('cap-1') }).promise;
    expect(backend.saved[0]?.captchaKey).toBe('cap-1');
    await expect(run(backend.app, { captcha: captcha(null) }).promise).resolves.toEqual({
      status: 'error',
      message: 'Complete CAPTCHA before submitting.',
    });
    expect(resets).toBe(1);
    const broken = { getKey: async () => Promise.reject(new Error('x')), reset: () => (resets += 1) };
    await expect(run(backend.app, { captcha: broken }).promise).resolves.toMatchObject({
      message: 'reCAPTCHA failed. Refresh this page and try again.',
    });
  });

  it('a failed form key → "Could not get a form submission key, please try again later."', async () => {
    const backend = formBackend(200, {}, 500);
    await expect(run(backend.app).promise).resolves.toEqual({
      status: 'error',
      message: 'Could not get a form submission key, please try again later.',
    });
    expect(backend.saved).toHaveLength(0);
  });

  it.each([
    [401, {}, 'Unable to submit form. Please try again later.'],
    [404, {}, 'This form has not been configured yet.'],
    [429, {}, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, { error: 'Database down' }, 'Unable to send form. Please try again later.'],
    [418, { error: 'I am a teapot' }, 'I am a teapot'],
    [400, { message: 'Bad payload' }, 'Bad payload'],
  ])('status %i → %j → %s', async (status, body, message) => {
    let resets = 0;
    const { promise, states } = run(formBackend(status, body).app, {
      captcha: { getKey: () => 'cap', reset: () => (resets += 1) },
    });
    await expect(promise).resolves.toEqual({ status: 'error', message });
    expect(resets).toBe(1);
    expect(states.at(-1)).toEqual({ isSubmitting: false, buttonLabel: null });
  });

  it('400 with an error map → per-field errors', async () => {
    const backend = formBackend(400, {
      message: 'Invalid',
      errors: { email: 'Email is already registered' },
    });
    await expect(run(backend.app).promise).resolves.toEqual({
      status: 'error',
      message: 'One or more fields is invalid, please check your entries.',
      fieldErrors: { email: 'Email is already registered' },
    });
  });

  it('a network failure while fetching the key gives the key message', async () => {
    const result = await submitForm({
      client: clientFor({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) }),
      form: { id: 'f', fields: [] },
      inputs: {},
      page,
      location: { search: '', assign: () => {} },
    });
    expect(result).toEqual({
      status: 'error',
      message: 'Could not get a form submission key, please try again later.',
    });
  });

  it('uses French texts when given French messages', async () => {
    const backend = formBackend(200);
    const states: SubmitFormState[] = [];
    await submitForm({
      client: clientFor(backend.app),
      form: { id: 'form-1', fields },
      inputs: validInputs,
      page,
      location: { search: '', assign: () => {} },
      messages: createMessages({ locale: 'fr', catalogue: COMPILED_FR }),
      onStateChange: (s) => states.push(s),
    });
    expect(states[0]?.buttonLabel).toBe('Envoi…');
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
