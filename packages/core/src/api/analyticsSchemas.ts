import * as v from 'valibot';
import { isShallowJson, jsonObject, jsonText, MAX_JSON_DEPTH, optionalText, text } from './schemaParts';

const TOO_DEEP = `"{field}" is nested deeper than ${MAX_JSON_DEPTH} levels.`;

/** `POST /api/census/RecordHit`: form-encoded event, data (JSON text), ss_cvr. */
export const CensusHitSchema = v.object({
  event: text(200),
  data: jsonText(),
  ss_cvr: v.optional(v.string('"{field}" must be a string.')),
});

/** `button-click`, `button-render` and `overlay` census beacons: any fields, kept as sent. */
export const CensusBeaconSchema = v.pipe(v.looseObject({}), v.check(isShallowJson, TOO_DEEP));

/** `POST /api/census/form-render`: a census beacon naming its form. */
export const FormRenderBeaconSchema = v.pipe(
  v.looseObject({ formId: text(200) }),
  v.check(isShallowJson, TOO_DEEP),
);

/** `POST /api/events/RecordEvent` (legacy events); a form-encoded post carries the crumb as a field. */
export const RecordEventSchema = v.object({ event: text(200), data: jsonText(), crumb: optionalText(200) });

const ERROR_LIST = 'Send a list of 1 to 20 events.';
const MS = '"{field}" must be a number (ms).';

/**
 * `POST /api/events/RecordJavascriptErrors`: a list of 1 to 20 events (event name,
 * data JSON text, timestamp in ms), sent bare or as `{ events }`.
 */
export const JavascriptErrorsSchema = v.pipe(
  v.unknown(),
  v.transform((raw) => (Array.isArray(raw) ? { events: raw } : raw)),
  v.object({
    events: v.pipe(
      v.array(
        v.object({
          event: text(200),
          data: v.pipe(
            v.string('"{field}" must be a string.'),
            v.maxLength(10_000, '"{field}" must be at most 10000 characters.'),
          ),
          timestamp: v.pipe(v.number(MS), v.finite(MS)),
        }),
        ERROR_LIST,
      ),
      v.minLength(1, ERROR_LIST),
      v.maxLength(20, ERROR_LIST),
    ),
  }),
);

const RECORD_LIST = 'Send a JSON list of 1 to 100 records.';

/**
 * `POST /api/1/performance/records`: a bare list of 1 to 100
 * records, reported as `records[i]…` when one is wrong.
 */
export const PerformanceRecordsSchema = v.pipe(
  v.unknown(),
  v.transform((raw) => ({ records: raw })),
  v.object({
    records: v.pipe(
      v.array(
        v.object({
          app: text(100),
          event: text(100),
          pageLoadId: text(100),
          ts: v.pipe(v.number(MS), v.finite(MS)),
          data: v.optional(jsonObject(), {}),
        }),
        RECORD_LIST,
      ),
      v.minLength(1, RECORD_LIST),
      v.maxLength(100, RECORD_LIST),
    ),
  }),
);

const ENVELOPE_LIST = 'Send 1 to 50 event envelopes.';

/** `POST /api/analytics/events`: one envelope or a list of 1 to 50; each is checked by its schema name. */
export const AnalyticsEventsSchema = v.pipe(
  v.unknown(),
  v.transform((raw) => (Array.isArray(raw) ? raw : [raw])),
  v.array(v.unknown()),
  v.minLength(1, ENVELOPE_LIST),
  v.maxLength(50, ENVELOPE_LIST),
);

/** `POST /api/analytics/validate-event-content/{schemaName}`. */
export const ValidateEventContentRequestSchema = v.object({
  validateMode: v.optional(v.picklist(['strict', 'lenient'], '"{field}" must be strict or lenient.')),
  eventContent: v.unknown(),
});

/** Kinds of stored records listed by `GET /api/dev/records`. */
export const RECORD_KINDS = ['census', 'events', 'javascript-errors', 'performance', 'analytics'] as const;

/** `GET /api/dev/records` query. */
export const RecordsQuerySchema = v.object({
  kind: v.optional(v.picklist(RECORD_KINDS, `"{field}" must be one of ${RECORD_KINDS.join(', ')}.`)),
  name: v.optional(v.string()),
});
