import { startStorefront } from './loader/startStorefront';

export type { StorefrontEventMap, StorefrontEventName } from './api/events';
export type { StorefrontGlobal } from './api/globalApi';
export type { EmbedConfig } from './config/readConfig';
export type { TelemetryConfigJson } from './telemetry/readTelemetryConfig';

// Module scripts run after the document is parsed; the classic fallback may be included in <head>
// without `defer`, and then waits for the document so every server-rendered element is there.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => void startStorefront(), { once: true });
} else {
  void startStorefront();
}
