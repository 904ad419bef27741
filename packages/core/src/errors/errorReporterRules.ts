import type { ErrorCategory } from './errorCategoryOf';

/**
 * Error reporter limits. Faults and refusals each have their own: a shopper's twenty refused
 * tries never use up the reports a fault needs.
 */
export const ERROR_REPORTER_LIMITS = {
  /** Reports of each category sent per page, at most. */
  maxReports: 20,
  /** Reports of each category waiting for the next send, at most; later ones are dropped. */
  maxQueued: 10,
  /** Characters of a stack kept. */
  maxStackLength: 5000,
  /** Quiet time after the last report before the queue is sent, in ms. */
  debounceMs: 1000,
} as const;

/**
 * Bytes of one RecordJavascriptErrors body, at most: the backend's limit for beacon-style calls
 * (16 KB). Ten queued reports with 5000-character stacks pass it, so a send is split.
 */
export const MAX_ERROR_BATCH_BYTES = 16 * 1024;

/**
 * Splits `events` into lists whose JSON text stays within `maxBytes` (UTF-8), keeping their order.
 * An event over the limit on its own goes alone (the server refuses it; the others still arrive).
 */
export function batchBySize<T>(events: readonly T[], maxBytes: number): T[][] {
  const encoder = new TextEncoder();
  const batches: T[][] = [];
  let batch: T[] = [];
  let bytes = 2; // the list's brackets
  for (const event of events) {
    const size = encoder.encode(JSON.stringify(event)).length;
    // One byte more for the comma before every event but a list's first.
    if (batch.length > 0 && bytes + 1 + size > maxBytes) {
      batches.push(batch);
      batch = [];
      bytes = 2;
    }
    bytes += (batch.length > 0 ? 1 : 0) + size;
    batch.push(event);
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** Characters of a message kept (the backend takes 10,000 characters of data per event). */
export const MAX_MESSAGE_LENGTH = 1000;

/** Kinds of reported errors. */
export type ErrorReportKind = 'uncaughtError' | 'unhandledRejection' | 'widgetError';

/** What the reporter knows of one error. */
export interface ErrorReport {
  kind: ErrorReportKind;
  message: string;
  stack: string | null;
  /** Script URL, line and column of an uncaught error, when the browser gives them. */
  source?: string | null;
  line?: number | null;
  column?: number | null;
  /** The widget that failed, for `widgetError`. */
  widget?: string | null;
  /** A fault of the site, or a shopper's refused input (see {@link ErrorCategory}). @default 'fault' */
  category?: ErrorCategory;
}

/** One event of RecordJavascriptErrors: name, data JSON text, timestamp in ms. */
export interface JavascriptErrorEvent {
  event: ErrorReportKind;
  data: string;
  timestamp: number;
}

/** Cuts `text` to `max` characters. */
export const truncate = (text: string, max: number): string =>
  text.length > max ? text.slice(0, max) : text;

/** The report of a thrown value (an Error, or anything else thrown or rejected with). */
export function describeThrown(kind: ErrorReportKind, thrown: unknown): ErrorReport {
  if (thrown instanceof Error)
    return { kind, message: `${thrown.name}: ${thrown.message}`, stack: thrown.stack ?? null };
  let message: string;
  try {
    message = typeof thrown === 'string' ? thrown : (JSON.stringify(thrown) ?? String(thrown));
  } catch {
    message = String(thrown);
  }
  return { kind, message, stack: null };
}

/** The key two reports of the same error share: kind, message and the stack's first frames. */
export function errorKey(report: ErrorReport): string {
  const frames = (report.stack ?? '').split('\n').slice(0, 4).join('\n');
  return [report.kind, report.message, frames || `${report.source}:${report.line}:${report.column}`].join(
    '\u0000',
  );
}

/** The event a report is sent as, with the stack truncated at 5000 characters. */
export function toErrorEvent(report: ErrorReport, pageUrl: string, timestamp: number): JavascriptErrorEvent {
  const data = {
    message: truncate(report.message, MAX_MESSAGE_LENGTH),
    stack: report.stack === null ? null : truncate(report.stack, ERROR_REPORTER_LIMITS.maxStackLength),
    source: report.source ?? null,
    line: report.line ?? null,
    column: report.column ?? null,
    widget: report.widget ?? null,
    category: report.category ?? 'fault',
    url: truncate(pageUrl, 2083),
  };
  return { event: report.kind, data: JSON.stringify(data), timestamp };
}
