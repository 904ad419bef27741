import {
  AnalyticsEventsSchema,
  API_ROUTES,
  CensusBeaconSchema,
  CensusHitSchema,
  eventFieldsOf,
  FormRenderBeaconSchema,
  isShallowJson,
  JavascriptErrorsSchema,
  type OkResponse,
  PerformanceRecordsSchema,
  RecordEventSchema,
  type RecordKind,
  RecordsQuerySchema,
  type RecordsResponse,
  type StoredRecord,
  ValidateEventContentRequestSchema,
  type ValidateEventContentResponse,
} from '@storefront-widgets/core';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { AppContext } from '../app/AppContext';
import { httpError } from '../http/httpError';
import { validateBody, validateQuery } from '../http/validate';
import { randomToken } from '../security/randomToken';
import { requireCrumb } from '../security/requireCrumb';
import { requireOwner } from '../security/sessions';
import { COLLECTIONS } from '../seed/records';
import { checkJavascriptError } from '../telemetry/checkJavascriptError';
import { checkPerformanceRecord } from '../telemetry/checkPerformanceRecord';
import { cleanTelemetryValue } from '../telemetry/cleanTelemetryValue';
import { parseSummaryDays, summarizeRecords, summaryRange } from './analyticsSummary';
import { registerPlacesRoutes } from './placesRoutes';

const RATE_MESSAGE = 'Too many requests. Please try again later.';

/** A body that may be empty (quick views): anything of reasonable depth. */
const AnyBodySchema = v.pipe(v.unknown(), v.check(isShallowJson, '"body" is nested too deeply.'));

/** Checks one analytics envelope; @returns the problems (empty when valid). */
function envelopeProblems(value: unknown): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return ['envelope must be an object'];
  const { eventSchemaName, eventContent } = value as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof eventSchemaName !== 'string' || eventSchemaName === '')
    problems.push('eventSchemaName must be a non-empty string');
  problems.push(...contentProblems(eventContent, String(eventSchemaName ?? '')));
  return problems;
}

/**
 * Checks event content: JSON text of an object whose keys are fields of `schemaName` (the newer
 * event fields of the platform, plus the shopping fields for a shopping event).
 */
function contentProblems(eventContent: unknown, schemaName: string): string[] {
  if (typeof eventContent !== 'string') return ['eventContent must be JSON text'];
  let content: unknown;
  try {
    content = JSON.parse(eventContent);
  } catch {
    return ['eventContent is not valid JSON'];
  }
  if (content === null || typeof content !== 'object' || Array.isArray(content))
    return ['eventContent must be a JSON object'];
  if (!isShallowJson(content)) return ['eventContent is nested too deeply'];
  const fields = eventFieldsOf(schemaName);
  return Object.keys(content)
    .filter((k) => !fields.has(k))
    .map((k) => `unknown field ${k}`);
}

/**
 * Registers census hits, legacy events, JavaScript errors, performance records, the newer
 * analytics event service and its validator, places, and GET /api/dev/records. Beacon-style calls
 * need no crumb (sendBeacon cannot send headers) but are size- and rate-limited, JavaScript errors
 * included. Every record is checked field by field and cleaned (strings cut, URLs that do not
 * parse dropped) before it is stored, and each kind keeps to its own quota.
 */
export function registerAnalyticsRoutes(app: Hono, ctx: AppContext): void {
  const { storage } = ctx;
  /** Stores a record whose payload has been checked and cleaned. */
  const store = (kind: RecordKind, name: string, payload: unknown) => {
    const record: StoredRecord = {
      id: `${kind}-${randomToken(8)}`,
      kind,
      name,
      payload,
      receivedAt: ctx.now(),
    };
    storage.put(COLLECTIONS.records, record.id, record);
    ctx.housekeeping.records(kind);
  };
  const beacon = ctx.rateLimit('beacon', RATE_MESSAGE);
  const ok = { ok: true } as const satisfies OkResponse;

  app.post(API_ROUTES.censusHit, beacon, validateBody(CensusHitSchema), (c) => {
    const { event, data, ss_cvr } = c.req.valid('json');
    store('census', 'RecordHit', cleanTelemetryValue({ event, data, ss_cvr: ss_cvr ?? null }));
    return c.json(ok);
  });
  const beacons = [
    [API_ROUTES.censusButtonClick, 'button-click', CensusBeaconSchema],
    [API_ROUTES.censusButtonRender, 'button-render', CensusBeaconSchema],
    [API_ROUTES.censusFormRender, 'form-render', FormRenderBeaconSchema],
    [API_ROUTES.censusOverlay, 'overlay', CensusBeaconSchema],
  ] as const;
  for (const [route, name, schema] of beacons) {
    app.post(route, beacon, validateBody(schema), (c) => {
      store('census', name, cleanTelemetryValue(c.req.valid('json')));
      return c.json(ok);
    });
  }
  app.post(API_ROUTES.censusQuickView, beacon, validateBody(AnyBodySchema, { allowEmpty: true }), (c) => {
    store(
      'census',
      'RecordQuickView',
      cleanTelemetryValue({ id: c.req.param('id'), body: c.req.valid('json') }),
    );
    return c.json(ok);
  });

  // Legacy events go out by beacon: the crumb is a form field, and the beacon limits apply.
  app.post(
    API_ROUTES.recordEvent,
    beacon,
    requireCrumb({ acceptField: true }),
    validateBody(RecordEventSchema),
    (c) => {
      const { event, data } = c.req.valid('json');
      store('events', event, cleanTelemetryValue({ event, data }));
      return c.json(ok);
    },
  );

  app.post(API_ROUTES.javascriptErrors, beacon, requireCrumb(), validateBody(JavascriptErrorsSchema), (c) => {
    const now = ctx.now();
    const events = c.req.valid('json').events.map((e, i) => checkJavascriptError(e, i, now));
    storage.transaction(() => {
      for (const e of events) store('javascript-errors', e.event, e);
    });
    return c.json({ ...ok, recorded: events.length });
  });

  app.post(API_ROUTES.performanceRecords, beacon, validateBody(PerformanceRecordsSchema), (c) => {
    const now = ctx.now();
    const records = c.req.valid('json').records.map((r, i) => checkPerformanceRecord(r, i, now));
    storage.transaction(() => {
      for (const r of records) store('performance', r.event, r);
    });
    return c.json({ ...ok, recorded: records.length });
  });

  // Newer analytics event service, served locally (answers 202 like the real one).
  app.post(API_ROUTES.analyticsEvents, beacon, validateBody(AnalyticsEventsSchema), (c) => {
    const list = c.req.valid('json');
    list.forEach((envelope, i) => {
      const problems = envelopeProblems(envelope);
      if (problems.length > 0)
        throw httpError(400, {
          message: `Invalid event envelope: ${problems.join('; ')}.`,
          errors: { [`events[${i}]`]: problems.join('; ') },
        });
    });
    storage.transaction(() => {
      for (const envelope of list as Array<{ eventSchemaName: string; eventContent: string }>) {
        store(
          'analytics',
          envelope.eventSchemaName,
          cleanTelemetryValue({
            eventSchemaName: envelope.eventSchemaName,
            eventContent: JSON.parse(envelope.eventContent),
          }),
        );
      }
    });
    return c.json({ ...ok, recorded: list.length }, 202);
  });

  app.post(API_ROUTES.validateEventContent, validateBody(ValidateEventContentRequestSchema), (c) => {
    const { validateMode, eventContent } = c.req.valid('json');
    const problems = contentProblems(eventContent, c.req.param('schemaName'));
    // Lenient mode reports unknown fields but still calls the content valid.
    const fatal =
      validateMode === 'lenient' ? problems.filter((p) => !p.startsWith('unknown field')) : problems;
    return c.json({
      schemaName: c.req.param('schemaName'),
      valid: fatal.length === 0,
      errors: problems,
    } satisfies ValidateEventContentResponse);
  });

  app.get(API_ROUTES.analyticsSummary, (c) => {
    requireOwner(c, ctx);
    const days = parseSummaryDays(c.req.query('days'));
    const now = ctx.now();
    const { from, to } = summaryRange(now, days);
    const records = storage.listReceivedBetween<StoredRecord>(COLLECTIONS.records, from, to);
    return c.json(summarizeRecords(records, now, days, ctx.site().currency));
  });

  registerPlacesRoutes(app);

  app.get(API_ROUTES.devRecords, validateQuery(RecordsQuerySchema), (c) => {
    const { kind, name } = c.req.valid('query');
    const records = storage
      .list<StoredRecord>(COLLECTIONS.records)
      .filter((r) => (!kind || r.kind === kind) && (!name || r.name === name));
    return c.json({ records } satisfies RecordsResponse);
  });
}
