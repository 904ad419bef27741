import type { FormDefinition } from '@storefront/core';
import type { Context, Hono } from 'hono';
import type { AppContext } from '../app/AppContext';
import { FORM_MESSAGES_SUMMARY } from '../forms/formMessages';
import { validateFormValues } from '../forms/validateFormValues';
import { ApiError, fieldError } from '../http/ApiError';
import { asObject, optionalString, requireString } from '../http/fields';
import { isTooDeep, readBody } from '../http/readBody';
import { verifyCaptcha } from '../security/captcha';
import { randomToken } from '../security/randomToken';
import { requireCrumb } from '../security/requireCrumb';
import { FORM_IDS } from '../seed/createFormCatalogue';
import { COLLECTIONS } from '../seed/records';

/** Form keys expire after this many ms. */
const FORM_KEY_TTL_MS = 60 * 60 * 1000;

interface FormKeyRecord {
  key: string;
  createdAt: number;
  usedAt: number | null;
}

/** A stored submission (listed at GET /api/dev/form-submissions). */
export interface FormSubmissionRecord {
  id: string;
  formId: string;
  values: Record<string, unknown>;
  page: Record<string, string>;
  captchaVerified: boolean;
  createdAt: number;
}

const PAGE_FIELDS = ['pageTitle', 'pageId', 'contentSource', 'pagePath', 'pagePermissionTypeValue'] as const;

/** Registers GetTemplateSchema, validate, FormSubmissionKey and SaveFormSubmission (spec/storefront.md §7). */
export function registerFormRoutes(app: Hono, ctx: AppContext): void {
  const { storage } = ctx;
  const findForm = (formId: string) => {
    const form = storage.get<FormDefinition>(COLLECTIONS.forms, formId);
    if (!form) throw new ApiError(404, FORM_MESSAGES_SUMMARY.status404);
    return form;
  };
  /** Parses field values (a JSON object) or refuses with the spec's parse message. */
  const parseValues = (value: unknown): Record<string, unknown> => {
    let parsed = value;
    if (typeof value === 'string') {
      try {
        parsed = JSON.parse(value);
      } catch {
        throw new ApiError(400, { message: FORM_MESSAGES_SUMMARY.unparsable });
      }
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed) || isTooDeep(parsed)) {
      throw new ApiError(400, { message: FORM_MESSAGES_SUMMARY.unparsable });
    }
    return parsed as Record<string, unknown>;
  };
  const checkValues = (form: FormDefinition, values: Record<string, unknown>) => {
    const errors = validateFormValues(form, values);
    if (Object.keys(errors).length > 0)
      throw new ApiError(400, { message: FORM_MESSAGES_SUMMARY.invalid, errors });
  };

  app.get('/api/template/GetTemplateSchema', (c) => {
    const type = c.req.query('type');
    const formId = c.req.query('formId');
    if (!type) throw fieldError('type', '"type" is required.');
    if (!formId) throw fieldError('formId', '"formId" is required.');
    return c.json({ type, form: findForm(formId) });
  });

  app.post('/api/rest/forms/validate/:formId', async (c) => {
    requireCrumb(c);
    const form = findForm(c.req.param('formId'));
    let body: unknown;
    try {
      body = await readBody(c, { allowEmpty: true });
    } catch {
      throw new ApiError(400, { message: FORM_MESSAGES_SUMMARY.unparsable });
    }
    checkValues(form, parseValues(body));
    return c.json({ valid: true });
  });

  app.post('/api/form/FormSubmissionKey', (c) => {
    requireCrumb(c);
    const key = randomToken(16);
    storage.put<FormKeyRecord>(COLLECTIONS.formKeys, key, { key, createdAt: ctx.now(), usedAt: null });
    return c.json({ data: { key } });
  });

  const save = async (c: Context) => {
    const body = asObject(await readBody(c));
    requireCrumb(c, body.crumb);
    ctx.limit(c, 'formSubmission', FORM_MESSAGES_SUMMARY.status429);
    const formId = requireString(body, 'formId', { max: 200 });
    // Documented test forms answer one status each (API.md), after the crumb check.
    if (formId === FORM_IDS.status401) throw new ApiError(401, FORM_MESSAGES_SUMMARY.status401);
    if (formId === FORM_IDS.status429) throw new ApiError(429, FORM_MESSAGES_SUMMARY.status429);
    if (formId === FORM_IDS.status500) throw new ApiError(500, FORM_MESSAGES_SUMMARY.status500);
    const form = findForm(formId);
    const key = requireString(body, 'key', { max: 200 });
    const values = parseValues(body.form);
    const captchaKey = optionalString(body, 'captchaKey', { max: 4000 });
    const page: Record<string, string> = {};
    for (const name of PAGE_FIELDS) {
      const value = optionalString(body, name, { max: 2000 });
      if (value !== undefined) page[name] = value;
    }
    if (page.contentSource !== undefined && !['i', 'c', ''].includes(page.contentSource)) {
      throw fieldError('contentSource', '"contentSource" must be "i" or "c".');
    }

    const id = `sub-${randomToken(10)}`;
    storage.transaction(() => {
      // The key is spent by any attempt that reaches it, valid or not: the client fetches a new one per submit.
      const record = storage.get<FormKeyRecord>(COLLECTIONS.formKeys, key);
      if (!record || record.usedAt !== null || ctx.now() - record.createdAt > FORM_KEY_TTL_MS) {
        throw new ApiError(400, { message: FORM_MESSAGES_SUMMARY.processing });
      }
      storage.put<FormKeyRecord>(COLLECTIONS.formKeys, key, { ...record, usedAt: ctx.now() });
    });
    if (form.captcha.enabled) {
      if (!captchaKey) throw new ApiError(400, { message: FORM_MESSAGES_SUMMARY.completeCaptcha });
      if (!verifyCaptcha(captchaKey))
        throw new ApiError(400, { message: FORM_MESSAGES_SUMMARY.captchaFailed });
    }
    checkValues(form, values);
    storage.transaction(() => {
      storage.put<FormSubmissionRecord>(COLLECTIONS.formSubmissions, id, {
        id,
        formId,
        values,
        page,
        captchaVerified: form.captcha.enabled,
        createdAt: ctx.now(),
      });
      if (form.isNewsletter) {
        const email = Object.values(values).find(
          (v): v is string => typeof v === 'string' && v.includes('@'),
        );
        if (email)
          storage.put(COLLECTIONS.newsletter, email.toLowerCase(), { email, formId, createdAt: ctx.now() });
      }
    });
    return c.json({ submissionId: id });
  };
  app.post('/api/form/SaveFormSubmission', save);

  app.get('/api/dev/form-submissions', (c) => {
    const formId = c.req.query('formId');
    const all = storage.list<FormSubmissionRecord>(COLLECTIONS.formSubmissions);
    return c.json({ submissions: formId ? all.filter((s) => s.formId === formId) : all });
  });
  app.get('/api/dev/newsletter', (c) => c.json({ subscribers: storage.list(COLLECTIONS.newsletter) }));
}
