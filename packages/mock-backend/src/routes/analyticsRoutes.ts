import type { RecordKind, StoredRecord } from '@storefront/core';
import type { Context, Hono } from 'hono';
import type { AppContext } from '../app/AppContext';
import { ApiError, fieldError } from '../http/ApiError';
import { asObject, type Fields, requireString } from '../http/fields';
import { isTooDeep, parseJsonField, readBody } from '../http/readBody';
import { randomToken } from '../security/randomToken';
import { requireCrumb } from '../security/requireCrumb';
import { COLLECTIONS } from '../seed/records';
import { registerPlacesRoutes } from './placesRoutes';

const RATE_MESSAGE = 'Too many requests. Please try again later.';
const KINDS: RecordKind[] = ['census', 'events', 'javascript-errors', 'performance', 'analytics'];

/** Newer analytics event fields (spec/platform.md §3); validate-event-content accepts only these. */
export const ANALYTICS_EVENT_FIELDS = new Set([
  'analytics_id',
  'browser_language',
  'browser_window_height',
  'browser_window_width',
  'client_name',
  'client_version',
  'marketing_id',
  'page_host',
  'page_path',
  'page_query_params',
  'page_referrer_url',
  'session_id',
  'enduser_user_agent',
  'event_occurrence_timestamp',
  'browser_locale',
  'custom_schema_name',
  'source_environment',
  'context_website_id',
  'destination_url',
  'member_account_id',
  'object_identifier',
  'resolved_locale',
  'website_locale',
  'member_account_locale',
]);

/** Checks one analytics envelope; @returns the problems (empty when valid). */
function envelopeProblems(value: unknown): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return ['envelope must be an object'];
  const { eventSchemaName, eventContent } = value as Fields;
  const problems: string[] = [];
  if (typeof eventSchemaName !== 'string' || eventSchemaName === '')
    problems.push('eventSchemaName must be a non-empty string');
  problems.push(...contentProblems(eventContent));
  return problems;
}

/** Checks event content (JSON text of an object whose keys are known fields). */
function contentProblems(eventContent: unknown): string[] {
  if (typeof eventContent !== 'string') return ['eventContent must be JSON text'];
  let content: unknown;
  try {
    content = JSON.parse(eventContent);
  } catch {
    return ['eventContent is not valid JSON'];
  }
  if (content === null || typeof content !== 'object' || Array.isArray(content))
    return ['eventContent must be a JSON object'];
  if (isTooDeep(content)) return ['eventContent is nested too deeply'];
  return Object.keys(content)
    .filter((k) => !ANALYTICS_EVENT_FIELDS.has(k))
    .map((k) => `unknown field ${k}`);
}

/**
 * Registers census hits, legacy events, JavaScript errors, performance records, the newer
 * analytics event service and its validator, places, and GET /api/dev/records. Beacon-style calls
 * need no crumb (sendBeacon cannot send headers) but are size- and rate-limited.
 */
export function registerAnalyticsRoutes(app: Hono, ctx: AppContext): void {
  const { storage } = ctx;
  const store = (kind: RecordKind, name: string, payload: unknown) => {
    const record: StoredRecord = {
      id: `${kind}-${randomToken(8)}`,
      kind,
      name,
      payload,
      receivedAt: ctx.now(),
    };
    storage.put(COLLECTIONS.records, record.id, record);
  };
  const beacon = async (c: Context) => {
    ctx.limit(c, 'beacon', RATE_MESSAGE);
    return readBody(c);
  };

  app.post('/api/census/RecordHit', async (c) => {
    const body = asObject(await beacon(c));
    const event = requireString(body, 'event', { max: 200 });
    const data = parseJsonField(body.data, 'data');
    const ssCvr = body.ss_cvr;
    if (ssCvr !== undefined && typeof ssCvr !== 'string')
      throw fieldError('ss_cvr', '"ss_cvr" must be a string.');
    store('census', 'RecordHit', { event, data, ss_cvr: ssCvr ?? null });
    return c.json({ ok: true });
  });
  for (const name of ['button-click', 'button-render', 'form-render', 'overlay']) {
    app.post(`/api/census/${name}`, async (c) => {
      const body = asObject(await beacon(c));
      if (name === 'form-render') requireString(body, 'formId', { max: 200 });
      store('census', name, body);
      return c.json({ ok: true });
    });
  }
  app.post('/api/census/RecordQuickView/:id', async (c) => {
    ctx.limit(c, 'beacon', RATE_MESSAGE);
    const body = await readBody(c, { allowEmpty: true });
    store('census', 'RecordQuickView', { id: c.req.param('id'), body });
    return c.json({ ok: true });
  });

  app.post('/api/events/RecordEvent', async (c) => {
    const body = asObject(await readBody(c));
    requireCrumb(c, body.crumb);
    const event = requireString(body, 'event', { max: 200 });
    store('events', event, { event, data: parseJsonField(body.data, 'data') });
    return c.json({ ok: true });
  });

  app.post('/api/events/RecordJavascriptErrors', async (c) => {
    requireCrumb(c);
    const raw = await readBody(c);
    const list = Array.isArray(raw) ? raw : (asObject(raw).events as unknown);
    if (!Array.isArray(list) || list.length === 0 || list.length > 20) {
      throw fieldError('events', 'Send a list of 1 to 20 events.');
    }
    const events = list.map((item, i) => {
      const fields = asObject(item, `events[${i}]`);
      const event = requireString(fields, 'event', { max: 200 });
      const data = requireString(fields, 'data', { max: 10_000, allowEmpty: true });
      if (typeof fields.timestamp !== 'number' || !Number.isFinite(fields.timestamp)) {
        throw fieldError(`events[${i}].timestamp`, `"events[${i}].timestamp" must be a number (ms).`);
      }
      return { event, data, timestamp: fields.timestamp };
    });
    storage.transaction(() => {
      for (const e of events) store('javascript-errors', e.event, e);
    });
    return c.json({ ok: true, recorded: events.length });
  });

  app.post('/api/1/performance/records', async (c) => {
    const raw = await beacon(c);
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > 100)
      throw fieldError('body', 'Send a JSON list of 1 to 100 records.');
    const records = raw.map((item, i) => {
      const f = asObject(item, `records[${i}]`);
      const app = requireString(f, 'app', { max: 100 });
      const event = requireString(f, 'event', { max: 100 });
      const pageLoadId = requireString(f, 'pageLoadId', { max: 100 });
      if (typeof f.ts !== 'number' || !Number.isFinite(f.ts))
        throw fieldError(`records[${i}].ts`, `"records[${i}].ts" must be a number (ms).`);
      const data = asObject(f.data ?? {}, `records[${i}].data`);
      return { app, data, event, pageLoadId, ts: f.ts };
    });
    storage.transaction(() => {
      for (const r of records) store('performance', r.event, r);
    });
    return c.json({ ok: true, recorded: records.length });
  });

  // Newer analytics event service, served locally (answers 202 like the real one).
  app.post('/api/analytics/events', async (c) => {
    const raw = await beacon(c);
    const list = Array.isArray(raw) ? raw : [raw];
    if (list.length === 0 || list.length > 50) throw fieldError('body', 'Send 1 to 50 event envelopes.');
    list.forEach((envelope, i) => {
      const problems = envelopeProblems(envelope);
      if (problems.length > 0)
        throw new ApiError(400, {
          message: `Invalid event envelope: ${problems.join('; ')}.`,
          errors: { [`events[${i}]`]: problems.join('; ') },
        });
    });
    storage.transaction(() => {
      for (const envelope of list as Array<{ eventSchemaName: string; eventContent: string }>) {
        store('analytics', envelope.eventSchemaName, {
          eventSchemaName: envelope.eventSchemaName,
          eventContent: JSON.parse(envelope.eventContent),
        });
      }
    });
    return c.json({ ok: true, recorded: list.length }, 202);
  });

  app.post('/api/analytics/validate-event-content/:schemaName', async (c) => {
    const body = asObject(await readBody(c));
    const mode = body.validateMode;
    if (mode !== undefined && mode !== 'strict' && mode !== 'lenient')
      throw fieldError('validateMode', '"validateMode" must be strict or lenient.');
    const problems = contentProblems(body.eventContent);
    // Lenient mode reports unknown fields but still calls the content valid.
    const fatal = mode === 'lenient' ? problems.filter((p) => !p.startsWith('unknown field')) : problems;
    return c.json({ schemaName: c.req.param('schemaName'), valid: fatal.length === 0, errors: problems });
  });

  registerPlacesRoutes(app);

  app.get('/api/dev/records', (c) => {
    const kind = c.req.query('kind');
    if (kind !== undefined && !KINDS.includes(kind as RecordKind))
      throw fieldError('kind', `"kind" must be one of ${KINDS.join(', ')}.`);
    const name = c.req.query('name');
    const records = storage
      .list<StoredRecord>(COLLECTIONS.records)
      .filter((r) => (!kind || r.kind === kind) && (!name || r.name === name));
    return c.json({ records });
  });
}
