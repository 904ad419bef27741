import {
  API_ROUTES,
  type FormDefinition,
  type FormSubmissionKeyResponse,
  type FormValidateResponse,
  FormValuesSchema,
  SaveFormSubmissionRequestSchema,
  type SaveFormSubmissionResponse,
  TemplateSchemaQuerySchema,
  type TemplateSchemaResponse,
} from '@storefront-widgets/core';
import type { Hono } from 'hono';
import type { AppContext } from '../app/AppContext';
import { RETENTION } from '../app/createHousekeeping';
import { FORM_MESSAGES_SUMMARY } from '../forms/formMessages';
import { pickFormValues } from '../forms/pickFormValues';
import { validateFormValues } from '../forms/validateFormValues';
import { httpError } from '../http/httpError';
import { validateBody, validateQuery } from '../http/validate';
import { verifyCaptcha } from '../security/captcha';
import { randomToken } from '../security/randomToken';
import { requireCrumb } from '../security/requireCrumb';
import { FORM_IDS } from '../seed/createFormCatalogue';
import { COLLECTIONS } from '../seed/records';

/** Form keys expire after this many ms. */
const FORM_KEY_TTL_MS = RETENTION.formKeyMs;

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

/** Registers GetTemplateSchema, validate, FormSubmissionKey and SaveFormSubmission. */
export function registerFormRoutes(app: Hono, ctx: AppContext): void {
  const { storage } = ctx;
  const findForm = (formId: string) => {
    const form = storage.get<FormDefinition>(COLLECTIONS.forms, formId);
    if (!form) throw httpError(404, FORM_MESSAGES_SUMMARY.status404);
    return form;
  };
  const checkValues = (form: FormDefinition, values: Record<string, unknown>) => {
    const errors = validateFormValues(form, values);
    if (Object.keys(errors).length > 0)
      throw httpError(400, { message: FORM_MESSAGES_SUMMARY.invalid, errors });
  };

  app.get(API_ROUTES.templateSchema, validateQuery(TemplateSchemaQuerySchema), (c) => {
    const { type, formId } = c.req.valid('query');
    return c.json({ type, form: findForm(formId) } satisfies TemplateSchemaResponse);
  });

  app.post(
    API_ROUTES.formValidate,
    requireCrumb(),
    // The form is looked up before its values are read: an unknown form is a 404 whatever the body.
    async (c, next) => {
      findForm(c.req.param('formId'));
      await next();
    },
    validateBody(FormValuesSchema, { allowEmpty: true, unparsable: FORM_MESSAGES_SUMMARY.unparsable }),
    (c) => {
      checkValues(findForm(c.req.param('formId')), c.req.valid('json'));
      return c.json({ valid: true } satisfies FormValidateResponse);
    },
  );

  app.post(
    API_ROUTES.formSubmissionKey,
    requireCrumb(),
    ctx.rateLimit('formKey', FORM_MESSAGES_SUMMARY.status429),
    (c) => {
      ctx.housekeeping.formKeys();
      const key = randomToken(16);
      storage.put<FormKeyRecord>(COLLECTIONS.formKeys, key, { key, createdAt: ctx.now(), usedAt: null });
      return c.json({ data: { key } } satisfies FormSubmissionKeyResponse);
    },
  );

  app.post(
    API_ROUTES.formSubmission,
    requireCrumb({ acceptField: true }),
    ctx.rateLimit('formSubmission', FORM_MESSAGES_SUMMARY.status429),
    validateBody(SaveFormSubmissionRequestSchema),
    (c) => {
      const body = c.req.valid('json');
      const { formId, key, form: values, captchaKey } = body;
      // Documented test forms answer one status each (API.md), after the crumb check.
      if (formId === FORM_IDS.status401) throw httpError(401, FORM_MESSAGES_SUMMARY.status401);
      if (formId === FORM_IDS.status429) throw httpError(429, FORM_MESSAGES_SUMMARY.status429);
      if (formId === FORM_IDS.status500) throw httpError(500, FORM_MESSAGES_SUMMARY.status500);
      const form = findForm(formId);
      const page: Record<string, string> = {};
      for (const name of PAGE_FIELDS) {
        const value = body[name];
        if (value !== undefined && value !== null) page[name] = value;
      }

      const id = `sub-${randomToken(10)}`;
      storage.transaction(() => {
        // The key is spent by any attempt that reaches it, valid or not: the client fetches a new one per submit.
        const record = storage.get<FormKeyRecord>(COLLECTIONS.formKeys, key);
        if (!record || record.usedAt !== null || ctx.now() - record.createdAt > FORM_KEY_TTL_MS) {
          throw httpError(400, { message: FORM_MESSAGES_SUMMARY.processing });
        }
        storage.put<FormKeyRecord>(COLLECTIONS.formKeys, key, { ...record, usedAt: ctx.now() });
      });
      if (form.captcha.enabled) {
        if (!captchaKey) throw httpError(400, { message: FORM_MESSAGES_SUMMARY.completeCaptcha });
        if (!verifyCaptcha(captchaKey))
          throw httpError(400, { message: FORM_MESSAGES_SUMMARY.captchaFailed });
      }
      checkValues(form, values);
      // Only the form's fields are stored.
      const answers = pickFormValues(form, values);
      storage.transaction(() => {
        storage.put<FormSubmissionRecord>(COLLECTIONS.formSubmissions, id, {
          id,
          formId,
          values: answers,
          page,
          captchaVerified: form.captcha.enabled,
          createdAt: ctx.now(),
        });
        if (form.isNewsletter) {
          const email = Object.values(answers).find(
            (v): v is string => typeof v === 'string' && v.includes('@'),
          );
          if (email) {
            storage.put(COLLECTIONS.newsletter, email.toLowerCase(), { email, formId, createdAt: ctx.now() });
            ctx.housekeeping.newsletter();
          }
        }
        ctx.housekeeping.formSubmissions();
      });
      return c.json({ submissionId: id } satisfies SaveFormSubmissionResponse);
    },
  );

  app.get(API_ROUTES.devFormSubmissions, (c) => {
    const formId = c.req.query('formId');
    const all = storage.list<FormSubmissionRecord>(COLLECTIONS.formSubmissions);
    return c.json({ submissions: formId ? all.filter((s) => s.formId === formId) : all });
  });
  app.get(API_ROUTES.devNewsletter, (c) => c.json({ subscribers: storage.list(COLLECTIONS.newsletter) }));
}
