import { FORM_FIELD_TYPES } from '@storefront-widgets/core';
import { FORM_IDS } from '@storefront-widgets/test-utils';
import { describe, expect, it } from 'vitest';
import type { Json } from './helpers/createTestClient';
import { setup, type TestClient } from './helpers/createTestClient';

const SAVE = '/api/form/SaveFormSubmission';
const validContact = {
  name: ['Ada', 'Lovelace'],
  email: 'ada@example.com',
  message: 'Hello there',
  contactBy: 'Email',
  topics: ['Orders'],
  survey: { 'The checkout was easy': ['2'] },
  phone: ['+1', '415', '555', '0100'],
};

async function key(client: TestClient): Promise<string> {
  const res = await client.post('/api/form/FormSubmissionKey', undefined);
  expect(res.status).toBe(200);
  return res.body.data.key;
}

describe('form schema', () => {
  it('serves a definition with every field kind of the platform spec', async () => {
    const { client } = await setup();
    const res = await client.get(`/api/template/GetTemplateSchema?type=form&formId=${FORM_IDS.contact}`);
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('form');
    const kinds = new Set(res.body.form.fields.map((f: Json) => f.type));
    for (const kind of FORM_FIELD_TYPES) {
      expect(kinds.has(kind), kind).toBe(true);
    }
    expect(res.body.form.fields.find((f: Json) => f.type === 'textarea').maxLength).toBe(200);
    expect(res.body.form.fields.find((f: Json) => f.type === 'hidden')).toMatchObject({
      key: 'utm_source',
      value: 'direct',
    });
  });

  it('answers 404 for an unknown form and 400 without type or formId', async () => {
    const { client } = await setup();
    expect(await client.get('/api/template/GetTemplateSchema?type=form&formId=nope')).toMatchObject({
      status: 404,
      body: { message: 'This form has not been configured yet.' },
    });
    expect(
      (await client.get('/api/template/GetTemplateSchema?formId=form-contact')).body.errors,
    ).toHaveProperty('type');
    expect((await client.get('/api/template/GetTemplateSchema?type=form')).body.errors).toHaveProperty(
      'formId',
    );
  });
});

describe('form validation', () => {
  it('answers 400 with errors keyed by field id and the spec messages', async () => {
    const { client } = await setup();
    const res = await client.post(`/api/rest/forms/validate/${FORM_IDS.contact}`, {
      email: 'not-an-email',
      message: 'x'.repeat(201),
      website: 'nope',
      quantity: 'many',
      contactBy: 'Pigeon',
      date: ['13', '45', '20'],
      time: ['25', '61', '', ''],
      phone: ['abc', '415', '555', '0132'],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('One or more fields is invalid, please check your entries.');
    expect(res.body.errors).toEqual({
      name: 'Required',
      email: expect.stringMatching(/^Email is not valid\./),
      message: 'You have exceeded the character limit.',
      website: 'Must be a valid website address.',
      quantity: 'Enter a number, such as 12 or 3.5.',
      contactBy: 'Select one of the options.',
      date: 'This date does not exist.',
      time: 'This time does not exist. Use hours 0–23 (1–12 with AM/PM) and minutes 0–59.',
      phone: 'Enter the phone number in digits (a country code may start with +).',
    });
  });

  it("refuses a count below the field's minimum or not whole, as the widget does", async () => {
    const { client } = await setup();
    const below = await client.post(`/api/rest/forms/validate/${FORM_IDS.contact}`, {
      ...validContact,
      quantity: '-3.5',
    });
    expect(below.body.errors).toEqual({ quantity: 'Enter 1 or more.' });
    const part = await client.post(`/api/rest/forms/validate/${FORM_IDS.contact}`, {
      ...validContact,
      quantity: '2.5',
    });
    expect(part.body.errors).toEqual({ quantity: 'Enter a whole number.' });
  });

  it('accepts valid values, empty optional fields and never requires likert', async () => {
    const { client } = await setup();
    const res = await client.post(`/api/rest/forms/validate/${FORM_IDS.contact}`, {
      ...validContact,
      survey: undefined,
      subject: '',
    });
    expect(res).toMatchObject({ status: 200, body: { valid: true } });
  });

  it('refuses unparsable values with the spec message', async () => {
    const { client } = await setup();
    const res = await client.request('POST', `/api/rest/forms/validate/${FORM_IDS.contact}`, {
      raw: '{oops',
      contentType: 'application/json',
    });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'Could not parse the form fields, please check your entries.' },
    });
    const list = await client.post(`/api/rest/forms/validate/${FORM_IDS.contact}`, [1, 2]);
    expect(list.body.message).toBe('Could not parse the form fields, please check your entries.');
  });
});

describe('form submission', () => {
  it('stores a submission with its page fields and spends the key', async () => {
    const { client, dev } = await setup();
    const k = await key(client);
    const payload = {
      formId: FORM_IDS.contact,
      key: k,
      form: JSON.stringify(validContact),
      pageTitle: 'Contact',
      pageId: 'page-1',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: '1',
    };
    const res = await client.post(SAVE, payload);
    expect(res.status).toBe(200);
    expect(res.body.submissionId).toMatch(/^sub-/);
    const stored = await dev(`/api/dev/form-submissions?formId=${FORM_IDS.contact}`);
    expect(stored.body.submissions).toEqual([
      expect.objectContaining({
        id: res.body.submissionId,
        values: validContact,
        page: {
          pageTitle: 'Contact',
          pageId: 'page-1',
          contentSource: 'c',
          pagePath: '/contact',
          pagePermissionTypeValue: '1',
        },
      }),
    ]);
    const reused = await client.post(SAVE, payload);
    expect(reused).toMatchObject({
      status: 400,
      body: { message: 'Error processing form submission. Please reload and try again.' },
    });
  });

  it('accepts a form-encoded submission carrying the crumb as a field', async () => {
    const { client } = await setup();
    const k = await key(client);
    const raw = new URLSearchParams({
      formId: FORM_IDS.contact,
      key: k,
      form: JSON.stringify(validContact),
      crumb: client.jar.get('crumb') as string,
    }).toString();
    const res = await client.request('POST', SAVE, {
      raw,
      contentType: 'application/x-www-form-urlencoded',
      crumb: false,
    });
    expect(res.status).toBe(200);
    const noCrumb = await client.request('POST', SAVE, {
      raw: new URLSearchParams({ formId: FORM_IDS.contact }).toString(),
      contentType: 'application/x-www-form-urlencoded',
      crumb: false,
    });
    expect(noCrumb).toMatchObject({ status: 403, body: { crumbFail: true } });
  });

  it('answers 400 with the field map when values are invalid', async () => {
    const { client } = await setup();
    const res = await client.post(SAVE, {
      formId: FORM_IDS.contact,
      key: await key(client),
      form: JSON.stringify({ email: 'a@b' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ name: 'Required', message: 'Required', contactBy: 'Required' });
    const garbled = await client.post(SAVE, { formId: FORM_IDS.contact, key: await key(client), form: '{' });
    expect(garbled.body.message).toBe('Could not parse the form fields, please check your entries.');
  });

  it('checks the captcha offline: "pass" verifies, anything else fails, none is refused', async () => {
    const { client } = await setup();
    const base = { formId: FORM_IDS.captchaRedirect, form: JSON.stringify({ details: 'A quote please' }) };
    expect((await client.post(SAVE, { ...base, key: await key(client) })).body.message).toBe(
      'Complete CAPTCHA before submitting.',
    );
    expect(
      (await client.post(SAVE, { ...base, key: await key(client), captchaKey: 'fail' })).body.message,
    ).toBe('reCAPTCHA failed. Refresh this page and try again.');
    expect((await client.post(SAVE, { ...base, key: await key(client), captchaKey: 'pass' })).status).toBe(
      200,
    );
  });

  it('records a newsletter subscriber', async () => {
    const { client, dev } = await setup();
    const res = await client.post(SAVE, {
      formId: FORM_IDS.newsletter,
      key: await key(client),
      captchaKey: 'pass',
      form: JSON.stringify({ email: 'reader@example.com' }),
    });
    expect(res.status).toBe(200);
    expect((await dev('/api/dev/newsletter')).body.subscribers).toEqual([
      expect.objectContaining({ email: 'reader@example.com' }),
    ]);
  });

  it('answers each status of the spec error table through the documented test forms', async () => {
    const { client } = await setup();
    const send = async (formId: string) =>
      client.post(SAVE, { formId, key: await key(client), form: JSON.stringify({ message: 'hi' }) });
    expect(await send(FORM_IDS.status401)).toMatchObject({
      status: 401,
      body: { message: 'Unable to submit form. Please try again later.' },
    });
    expect(await send('form-that-does-not-exist')).toMatchObject({
      status: 404,
      body: { message: 'This form has not been configured yet.' },
    });
    expect(await send(FORM_IDS.status429)).toMatchObject({
      status: 429,
      body: { message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' },
    });
    expect(await send(FORM_IDS.status500)).toMatchObject({
      status: 500,
      body: { message: 'Unable to send form. Please try again later.' },
    });
  });

  it('rate-limits submissions per visitor (429) in test mode', async () => {
    const { client } = await setup({ testMode: true });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (
          await client.post(SAVE, {
            formId: FORM_IDS.contact,
            key: await key(client),
            form: JSON.stringify(validContact),
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('needs the crumb for a submission key', async () => {
    const { client } = await setup();
    expect((await client.post('/api/form/FormSubmissionKey', undefined, { crumb: false })).status).toBe(403);
  });
});
