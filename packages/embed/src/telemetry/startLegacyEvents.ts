import { createLegacyEvents } from '@storefront-widgets/core/analytics';
import type { CensusContext } from '@storefront-widgets/core/census';
import type { CookieJar } from '@storefront-widgets/core/cookies';
import type { TelemetrySender } from '@storefront-widgets/core/telemetry';
import type { TelemetryConfig } from './readTelemetryConfig';

/** A click on a marked element: the event its attribute names, and the element's text. */
export interface MarkedClick {
  name: string;
  label: string;
}

/** What {@link startLegacyEvents} works with, from the page's telemetry start. */
export interface LegacyEventsStart {
  sender: TelemetrySender;
  jar: CookieJar;
  win: Window;
  context: CensusContext;
  config: TelemetryConfig;
}

/**
 * Starts the page's legacy events (a chunk of its own, loaded when the page shows a marked
 * element, when one is pointed at or focused, or at the first marked click).
 * @returns records a marked click to RecordEvent, by beacon.
 */
export function startLegacyEvents({
  sender,
  jar,
  win,
  context,
  config,
}: LegacyEventsStart): (click: MarkedClick) => void {
  const legacy = createLegacyEvents({
    sender,
    jar,
    location: win.location,
    context,
    apiBase: config.apiBase,
    page: {
      websiteId: config.websiteId,
      templateId: config.templateId,
      variantId: config.templateVariantId,
      memberAccountId: config.memberAccountId,
      memberLocale: config.memberLocale,
      websiteLocale: config.locale,
    },
  });
  return ({ name, label }) => void legacy.record(name, { label });
}
