import {
  type Census,
  type CensusContext,
  createCensus,
  isCensusAllowed,
} from '@storefront-widgets/core/census';
import { documentCookieJar, readSiteUserInfo } from '@storefront-widgets/core/cookies';
import { createPerformanceCollector, observeWebVitals } from '@storefront-widgets/core/performance';
import { createPageEndLatch, createTelemetrySender } from '@storefront-widgets/core/telemetry';
import { WIDGET_ATTRIBUTE } from '../loader/widgetAttributes';
import { createAfterNextPaint } from './afterNextPaint';
import { loadOnFirst } from './loadOnFirst';
import { onWidgetMounted } from './onWidgetMounted';
import { productOf } from './productOf';
import { readTelemetryConfig } from './readTelemetryConfig';
import type { MarkedClick } from './startLegacyEvents';
import { startShopping } from './startShopping';

/** Marks any element whose clicks are census button clicks; its value names the button. */
export const TRACK_CLICK_ATTRIBUTE = 'data-storefront-track-click';
/** Marks any element whose clicks are legacy events (RecordEvent); its value names the event. */
export const RECORD_EVENT_ATTRIBUTE = 'data-storefront-record-event';
/** Marks a video-course page's paywall (`paywall`) or join (`join`) button. */
export const COURSE_BUTTON_ATTRIBUTE = 'data-storefront-course-button';

/** The form id of a mounted site form. */
function formIdOf(element: Element): string | null {
  try {
    const id = (JSON.parse(element.getAttribute('data-form') ?? 'null') as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** The element matching `selector` that an event landed in. */
const target = (event: Event, selector: string): Element | null =>
  event.target instanceof Element ? event.target.closest(selector) : null;

/** The element matching `selector` that a click landed in, and its text (trimmed, at most 100 characters). */
function clicked(event: Event, selector: string): { element: Element; label: string } | null {
  const element = target(event, selector);
  return element ? { element, label: (element.textContent ?? '').trim().slice(0, 100) } : null;
}

/**
 * Starts the page's telemetry (its own script, loaded once the widgets have mounted): census hits
 * for the page view, add-to-cart renders and clicks, site-form renders, video-course pages and the
 * page's end; legacy events for marked clicks; shopping events and ad pixels; error reports;
 * web-vitals records. One page-end latch flushes everything once, by beacon.
 * @returns stops listening.
 */
export function startTelemetry(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  const { config, errors } = readTelemetryConfig(doc);
  for (const message of errors) console.error(`[storefront] ${message}`);
  if (!config.telemetry) return () => {};
  const sender = createTelemetrySender();
  const latch = createPageEndLatch({ doc, win });
  const afterNextPaint = createAfterNextPaint(win, latch);
  const jar = documentCookieJar;
  const { apiBase } = config;
  const stops: Array<() => void> = [latch.dispose];
  const listen = (type: string, listener: (event: Event) => void) => {
    doc.addEventListener(type, listener, true);
    stops.push(() => doc.removeEventListener(type, listener, true));
  };
  const itemId =
    config.itemId ?? productOf(doc.querySelector(`[${WIDGET_ATTRIBUTE}="add-to-cart"]`))?.id ?? null;
  const context: CensusContext = {
    siteUser: readSiteUserInfo(jar),
    websiteRoles: config.websiteRoles,
    configPaths: config.configPaths,
    path: win.location.pathname,
    blockedPage: config.pageType,
    censusDisabled: config.censusDisabled,
  };

  if (config.errorReports) {
    // The reporter loads at the page's first error; errors that arrive meanwhile wait for it.
    const onError = loadOnFirst<Event>(() =>
      import('./startErrorReports').then(({ startErrorReports }) =>
        startErrorReports({ sender, jar, apiBase, latch }),
      ),
    );
    win.addEventListener('error', onError);
    win.addEventListener('unhandledrejection', onError);
    stops.push(() => {
      win.removeEventListener('error', onError);
      win.removeEventListener('unhandledrejection', onError);
    });
    listen('storefront:error', onError);
  }

  if (config.performance) {
    const collector = createPerformanceCollector({ sender, apiBase, observe: observeWebVitals });
    latch.onPageEnd(() => void collector.flush());
    stops.push(collector.dispose);
  }

  let census: Census | null = null;
  if (config.census) {
    const pageCensus = createCensus({
      sender,
      jar,
      win,
      apiBase,
      cookiePolicy: config.cookiePolicy,
      context,
      page: {
        itemId,
        recordType: config.recordType ?? (itemId ? 'product' : 'page'),
        collectionId: config.collectionId,
      },
    });
    if (pageCensus.allowed) {
      census = pageCensus;
      void pageCensus.pageView();
      // Renders: each mounted add-to-cart button and site form once, now and when mounted later.
      stops.push(
        onWidgetMounted(doc, (element, widget) => {
          if (widget === 'add-to-cart') void pageCensus.buttonRender({ buttonId: 'add-to-cart', itemId });
          const formId = widget === 'site-form' ? formIdOf(element) : null;
          if (formId) void pageCensus.formRender(formId);
        }),
      );
      listen('click', (event) => {
        const marked = clicked(event, `[${TRACK_CLICK_ATTRIBUTE}]`);
        const button = marked ?? clicked(event, `[${WIDGET_ATTRIBUTE}="add-to-cart"] button`);
        if (button) {
          const fields = {
            buttonId: marked?.element.getAttribute(TRACK_CLICK_ATTRIBUTE) || 'add-to-cart',
            label: button.label,
            itemId,
          };
          afterNextPaint(() => void pageCensus.buttonClick(fields));
        }
      });
      latch.onPageEnd(() => void pageCensus.pageExit());
    }
  }

  if (config.videoCourse !== null) {
    // Course pages only: their code loads at the start, and a click before it arrives waits for it.
    const courseCensus = census;
    const onCourseButton = loadOnFirst<string>(() =>
      import('./startVideoCourse').then(({ startVideoCourse }) =>
        startVideoCourse(courseCensus, config.videoCourse, win.location.pathname),
      ),
    );
    onCourseButton.load();
    listen('click', (event) => {
      const button = target(event, `[${COURSE_BUTTON_ATTRIBUTE}]`)?.getAttribute(COURSE_BUTTON_ATTRIBUTE);
      if (button) onCourseButton(button);
    });
  }

  if (config.legacyEvents && isCensusAllowed(context)) {
    const selector = `[${RECORD_EVENT_ATTRIBUTE}]`;
    const onMarkedClick = loadOnFirst<MarkedClick>(() =>
      import('./startLegacyEvents').then(({ startLegacyEvents }) =>
        startLegacyEvents({ sender, jar, win, context, config }),
      ),
    );
    // A marked click may leave the page: its code is loaded before the click whenever the page
    // can tell, when it shows a marked element or one is pointed at or focused.
    if (doc.querySelector(selector)) onMarkedClick.load();
    const prepare = (event: Event) => {
      if (target(event, selector)) onMarkedClick.load();
    };
    listen('pointerdown', prepare);
    listen('focusin', prepare);
    listen('click', (event) => {
      const marked = clicked(event, selector);
      if (marked)
        onMarkedClick({
          name: marked.element.getAttribute(RECORD_EVENT_ATTRIBUTE) ?? '',
          label: marked.label,
        });
    });
  }

  if (config.analytics) {
    stops.push(startShopping({ doc, win, config, context, sender, jar, itemId, listen }));
  }

  return () => {
    for (const stop of stops) stop();
  };
}
