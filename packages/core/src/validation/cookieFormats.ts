/** Visitor-record cookie: an id plus four positive integers separated by bars. */
const VISITOR_RECORD = /^[^|\s]+(?:\|[1-9]\d*){4}$/;

/** True when `value` is a well-formed visitor-record cookie (`id|n|n|n|n`). */
export function isValidVisitorRecordCookie(value: string | undefined | null): boolean {
  return typeof value === 'string' && VISITOR_RECORD.test(value);
}

/** True when `value` is a well-formed visit-time cookie: a positive integer timestamp. */
export function isValidVisitTimeCookie(value: string | undefined | null): boolean {
  return typeof value === 'string' && /^[1-9]\d*$/.test(value) && Number.isSafeInteger(Number(value));
}
