import { ANALYTICS_ROUTES } from '../api/analyticsRoutes';
import { apiPath } from '../api/apiPath';
import {
  type CookiePolicy,
  clearTrackingCookies,
  shouldClearTrackingCookies,
} from '../cookies/clearTrackingCookies';
import type { CookieJar } from '../cookies/cookieJar';
import { COOKIE_NAMES } from '../cookies/cookieNames';
import type { TelemetryBody, TelemetrySender } from '../telemetry/createTelemetrySender';
import {
  CENSUS_TIMEOUT_MS,
  type CensusContext,
  formatVisitorRecord,
  isCensusAllowed,
  isPageViewAllowed,
  nextVisitorRecord,
  parseVisitorRecord,
  parseVisitTime,
  VISIT_TIME_DAYS,
  VISITOR_RECORD_DAYS,
} from './censusRules';
import {
  type CensusPageContext,
  type CensusPageFields,
  type PageFieldsWindow,
  readPageFields,
} from './readPageFields';

/** Options of {@link createCensus}. */
export interface CensusOptions {
  sender: TelemetrySender;
  jar: CookieJar;
  win: PageFieldsWindow;
  /** Who is visiting which page. */
  context: CensusContext;
  /** What the page shows. @default {} */
  page?: CensusPageContext;
  /** The site's cookie policy; restrictive policies clear and never write ss_* cookies. @default {} */
  cookiePolicy?: CookiePolicy;
  /** Origin and prefix of the API. @default '' */
  apiBase?: string;
  /** Current time in ms. @default Date.now */
  now?: () => number;
  /** A new visitor id. @default crypto.randomUUID */
  newId?: () => string;
}

/** Fields of a button beacon besides the page fields. */
export interface CensusButtonFields {
  /** Which button (e.g. `add-to-cart`). */
  buttonId: string;
  /** The visible label. */
  label?: string;
  [field: string]: unknown;
}

/** The census client of a page: every call resolves with whether a hit went out, and never rejects. */
export interface Census {
  /** Whether this page sends census hits at all ({@link isCensusAllowed}). */
  readonly allowed: boolean;
  /** RecordHit `pageView`, updating the visitor cookies; not on /search. */
  pageView(): Promise<boolean>;
  /** `button-click`, by beacon (the click may leave the page). */
  buttonClick(fields: CensusButtonFields): Promise<boolean>;
  /** `button-render`. */
  buttonRender(fields: CensusButtonFields): Promise<boolean>;
  /** `form-render` for a form id. */
  formRender(formId: string): Promise<boolean>;
  /** `overlay` (a pop-up shown). */
  overlay(fields?: Record<string, unknown>): Promise<boolean>;
  /** `RecordQuickView/{id}`. */
  quickView(itemId: string): Promise<boolean>;
  /**
   * A visitor event through RecordHit: only when the census cookie (ss_cvr) is present; by beacon
   * when `beacon` is set (a click that may leave the page).
   */
  visitorEvent(event: string, data?: Record<string, unknown>, beacon?: boolean): Promise<boolean>;
  /** RecordHit `pageExit` with the time on the page, by beacon; once per page end. */
  pageExit(): Promise<boolean>;
}

/**
 * Creates the census client: RecordHit is form-encoded (`event`, `data` as JSON
 * text, `ss_cvr`), the beacons are JSON with the visitor cookie and the page fields; every post
 * times out after 2500 ms.
 */
export function createCensus(options: CensusOptions): Census {
  const { sender, jar, win, context, page = {}, cookiePolicy = {}, apiBase = '' } = options;
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const allowed = isCensusAllowed(context);
  const restrictive = shouldClearTrackingCookies(cookiePolicy);
  if (restrictive) clearTrackingCookies(cookiePolicy, { jar });
  const startedAt = now();
  const url = (route: string, params?: Record<string, string>) =>
    `${apiBase}${params ? apiPath(route, params) : route}`;
  const fields = (): CensusPageFields => readPageFields(win, page, now());
  const visitorCookie = () => (restrictive ? null : (jar.get(COOKIE_NAMES.visitorRecord) ?? null));

  const send = async (target: string, body: TelemetryBody, beacon = false): Promise<boolean> => {
    if (!allowed) return false;
    try {
      if (beacon) await sender.beacon(target, body);
      else await sender.post(target, body, { timeout: CENSUS_TIMEOUT_MS });
      return true;
    } catch {
      return false;
    }
  };
  const recordHit = (event: string, data: Record<string, unknown>, beacon = false) =>
    send(
      url(ANALYTICS_ROUTES.censusHit),
      {
        form: new URLSearchParams({
          event,
          data: JSON.stringify(data),
          ss_cvr: visitorCookie() ?? '',
        }),
      },
      beacon,
    );
  const beaconJson = (route: string, extra: Record<string, unknown>, beacon = false) =>
    send(url(route), { json: { ...extra, visitorCookie: visitorCookie(), ...fields() } }, beacon);

  /** Counts the page view in the visitor cookies, unless the cookie policy forbids them. */
  const countVisit = () => {
    if (restrictive) return;
    const at = now();
    const record = nextVisitorRecord(
      parseVisitorRecord(jar.get(COOKIE_NAMES.visitorRecord)),
      parseVisitTime(jar.get(COOKIE_NAMES.visitTime)),
      at,
      newId,
    );
    jar.set(COOKIE_NAMES.visitorRecord, formatVisitorRecord(record), {
      path: '/',
      expires: VISITOR_RECORD_DAYS,
    });
    jar.set(COOKIE_NAMES.visitTime, String(at), { path: '/', expires: VISIT_TIME_DAYS });
  };

  let exited = false;
  return {
    allowed,
    pageView() {
      if (!allowed || !isPageViewAllowed(context.path)) return Promise.resolve(false);
      countVisit();
      return recordHit('pageView', { ...fields() });
    },
    buttonClick: (button) => beaconJson(ANALYTICS_ROUTES.censusButtonClick, button, true),
    buttonRender: (button) => beaconJson(ANALYTICS_ROUTES.censusButtonRender, button),
    formRender: (formId) => beaconJson(ANALYTICS_ROUTES.censusFormRender, { formId }),
    overlay: (extra = {}) => beaconJson(ANALYTICS_ROUTES.censusOverlay, extra),
    quickView: (itemId) =>
      send(url(ANALYTICS_ROUTES.censusQuickView, { id: itemId }), {
        json: { visitorCookie: visitorCookie(), ...fields() },
      }),
    visitorEvent(event, data = {}, beacon = false) {
      if (!visitorCookie()) return Promise.resolve(false);
      return recordHit(event, { ...data, url: win.location.href }, beacon);
    },
    pageExit() {
      if (exited || !allowed || !isPageViewAllowed(context.path)) return Promise.resolve(false);
      exited = true;
      return recordHit('pageExit', { url: win.location.href, timeOnPageMs: now() - startedAt }, true);
    },
  };
}
