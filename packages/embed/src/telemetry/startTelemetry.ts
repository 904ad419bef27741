import { createCensus } from '@storefront/core/census';
import { documentCookieJar, readSiteUserInfo } from '@storefront/core/cookies';
import { createErrorReporter, installErrorHandlers } from '@storefront/core/errors';
import { createPerformanceCollector, observeWebVitals } from '@storefront/core/performance';
import { createPageEndLatch, createTelemetrySender } from '@storefront/core/telemetry';
import type { StorefrontEventMap } from '../api/events';
import { STATE_ATTRIBUTE, WIDGET_ATTRIBUTE } from '../loader/widgetAttributes';
import { readTelemetryConfig } from './readTelemetryConfig';

/** Marks any element whose clicks are census button clicks; its value names the button. */
export const TRACK_CLICK_ATTRIBUTE = 'data-storefront-track-click';

/** The product id of the page's first add-to-cart block, for census hits. */
function productOnPage(doc: Document): string | null {
  const element = doc.querySelector(`[${WIDGET_ATTRIBUTE}="add-to-cart"][data-product]`);
  try {
    const id = (JSON.parse(element?.getAttribute('data-product') ?? 'null') as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** The form id of a mounted site form. */
function formIdOf(element: Element): string | null {
  try {
    const id = (JSON.parse(element.getAttribute('data-form') ?? 'null') as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Starts the page's telemetry (its own chunk, loaded once the widgets have mounted): census hits
 * for the page view, add-to-cart renders and clicks, site-form renders and the page's end; error
 * reports; web-vitals records. One page-end latch flushes everything once, by beacon.
 * @returns stops listening.
 */
export function startTelemetry(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  const { config, errors } = readTelemetryConfig(doc);
  for (const message of errors) console.error(`[storefront] ${message}`);
  if (!config.telemetry) return () => {};
  const sender = createTelemetrySender();
  const latch = createPageEndLatch({ doc, win });
  const jar = documentCookieJar;
  const { apiBase } = config;
  const stops: Array<() => void> = [latch.dispose];

  if (config.errorReports) {
    const reporter = createErrorReporter({ sender, jar, apiBase });
    stops.push(installErrorHandlers(reporter, win));
    const onWidgetError = (event: Event) => {
      const { widget, message } = (event as CustomEvent<StorefrontEventMap['storefront:error']>).detail;
      reporter.report({ kind: 'widgetError', message, stack: null, widget });
    };
    doc.addEventListener('storefront:error', onWidgetError);
    stops.push(() => doc.removeEventListener('storefront:error', onWidgetError));
    latch.onPageEnd(() => void reporter.flush({ keepalive: true }));
  }

  if (config.performance) {
    const collector = createPerformanceCollector({ sender, apiBase, observe: observeWebVitals });
    latch.onPageEnd(() => void collector.flush());
    stops.push(collector.dispose);
  }

  if (config.census) {
    const itemId = config.itemId ?? productOnPage(doc);
    const census = createCensus({
      sender,
      jar,
      win,
      apiBase,
      cookiePolicy: config.cookiePolicy,
      context: {
        siteUser: readSiteUserInfo(jar),
        websiteRoles: config.websiteRoles,
        configPaths: config.configPaths,
        path: win.location.pathname,
        blockedPage: config.pageType,
        censusDisabled: config.censusDisabled,
      },
      page: {
        itemId,
        recordType: config.recordType ?? (itemId ? 'product' : 'page'),
        collectionId: config.collectionId,
      },
    });
    if (census.allowed) {
      void census.pageView();
      // Renders: each mounted add-to-cart button and site form once, now and when mounted later.
      const rendered = new WeakSet<Element>();
      const recordRenders = () => {
        for (const element of doc.querySelectorAll(`[${WIDGET_ATTRIBUTE}][${STATE_ATTRIBUTE}="mounted"]`)) {
          if (rendered.has(element)) continue;
          rendered.add(element);
          const widget = element.getAttribute(WIDGET_ATTRIBUTE);
          if (widget === 'add-to-cart') void census.buttonRender({ buttonId: 'add-to-cart', itemId });
          const formId = widget === 'site-form' ? formIdOf(element) : null;
          if (formId) void census.formRender(formId);
        }
      };
      recordRenders();
      const observer = new MutationObserver(recordRenders);
      observer.observe(doc.body, { subtree: true, attributes: true, attributeFilter: [STATE_ATTRIBUTE] });
      const onClick = (event: Event) => {
        const target = event.target instanceof Element ? event.target : null;
        const marked = target?.closest(`[${TRACK_CLICK_ATTRIBUTE}]`);
        const button = marked ?? target?.closest(`[${WIDGET_ATTRIBUTE}="add-to-cart"] button`);
        if (!button) return;
        void census.buttonClick({
          buttonId: marked?.getAttribute(TRACK_CLICK_ATTRIBUTE) || 'add-to-cart',
          label: (button.textContent ?? '').trim().slice(0, 100),
          itemId,
        });
      };
      doc.addEventListener('click', onClick, true);
      latch.onPageEnd(() => void census.pageExit());
      stops.push(
        () => observer.disconnect(),
        () => doc.removeEventListener('click', onClick, true),
      );
    }
  }

  return () => {
    for (const stop of stops) stop();
  };
}
