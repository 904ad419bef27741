import { startTelemetry } from './startTelemetry';

// storefront-telemetry.js: added by the loader once the widgets have mounted and the page is idle.
startTelemetry(document);
