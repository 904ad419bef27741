import type { SiteUserState } from '../cookies/readCookies';

/** Census post timeout, in ms ("Analytics post timeout 2500 ms"). */
export const CENSUS_TIMEOUT_MS = 2500;
/** Visitor-record cookie lifetime, in days (2 years). */
export const VISITOR_RECORD_DAYS = 730;
/** Visit-time cookie lifetime, in days (30 minutes). */
export const VISIT_TIME_DAYS = 30 / (24 * 60);
/** The website role that alone still lets census hits through (viewer 10). */
export const VIEWER_ROLE = 10;
/** Paths of the site's configuration area. @default ['/config'] */
export const DEFAULT_CONFIG_PATHS: readonly string[] = ['/config'];

/** Pages on which no hit is sent. */
export type CensusBlockedPage = 'not-found' | 'lock-screen' | 'member-area-access-denied';

/** What decides whether census hits are sent from a page. */
export interface CensusContext {
  /** The SiteUserInfo cookie's reading. */
  siteUser: SiteUserState;
  /** The signed-in user's website roles (numbers of the platform). @default [] */
  websiteRoles?: readonly number[];
  /** The page's path, e.g. `/products/tee`. */
  path: string;
  /** The site's configuration paths. @default ['/config'] */
  configPaths?: readonly string[];
  /** The kind of page when it is one that never sends. */
  blockedPage?: CensusBlockedPage | null;
  /** The census-disable flag. @default false */
  censusDisabled?: boolean;
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Whether census hits may be sent: never with the census-disable flag, on a
 * not-found, lock-screen or member-area-access-denied page; for a signed-in user only when their
 * only website role is viewer and the page is outside the configuration paths.
 */
export function isCensusAllowed(context: CensusContext): boolean {
  const { websiteRoles = [], configPaths = DEFAULT_CONFIG_PATHS } = context;
  if (context.censusDisabled || context.blockedPage) return false;
  if (!context.siteUser.authenticated) return true;
  const onlyViewer = websiteRoles.length === 1 && websiteRoles[0] === VIEWER_ROLE;
  return onlyViewer && !configPaths.some((prefix) => isUnder(context.path, prefix));
}

/** Whether a page view is recorded for `path`: never on /search. */
export function isPageViewAllowed(path: string): boolean {
  return !isUnder(path.replace(/\/+$/, '') || '/', '/search');
}

/**
 * The visitor-record cookie (`ss_cvr`): an id plus four positive integers, `|`-separated: when the
 * visitor was first seen and when their current visit started (ms since the epoch), how many
 * visits and how many page views they have made.
 */
export interface VisitorRecord {
  id: string;
  firstSeen: number;
  visitStart: number;
  visits: number;
  pageViews: number;
}

const ID = /^[A-Za-z0-9-]{8,64}$/;
const POSITIVE = /^[1-9][0-9]{0,15}$/;

/** Parses `ss_cvr`; @returns null unless it is an id plus four positive integers. */
export function parseVisitorRecord(value: string | undefined): VisitorRecord | null {
  const parts = value?.split('|') ?? [];
  if (parts.length !== 5) return null;
  const [id = '', ...numbers] = parts;
  if (!ID.test(id) || !numbers.every((n) => POSITIVE.test(n))) return null;
  const [firstSeen = 0, visitStart = 0, visits = 0, pageViews = 0] = numbers.map(Number);
  if (![firstSeen, visitStart, visits, pageViews].every(Number.isSafeInteger)) return null;
  return { id, firstSeen, visitStart, visits, pageViews };
}

/** Writes a {@link VisitorRecord} as the `ss_cvr` value. */
export function formatVisitorRecord(record: VisitorRecord): string {
  return [record.id, record.firstSeen, record.visitStart, record.visits, record.pageViews].join('|');
}

/** Parses the visit-time cookie (`ss_cvt`); @returns the time in ms, or null unless a positive integer. */
export function parseVisitTime(value: string | undefined): number | null {
  if (value === undefined || !POSITIVE.test(value)) return null;
  const time = Number(value);
  return Number.isSafeInteger(time) ? time : null;
}

/**
 * The visitor record after a page view at `now`: a new visitor without a valid record; a new visit
 * when the visit-time cookie is gone (30 minutes without a page view) or invalid.
 */
export function nextVisitorRecord(
  record: VisitorRecord | null,
  visitTime: number | null,
  now: number,
  newId: () => string,
): VisitorRecord {
  if (!record) return { id: newId(), firstSeen: now, visitStart: now, visits: 1, pageViews: 1 };
  const newVisit = visitTime === null;
  return {
    ...record,
    visitStart: newVisit ? now : record.visitStart,
    visits: record.visits + (newVisit ? 1 : 0),
    pageViews: record.pageViews + 1,
  };
}
