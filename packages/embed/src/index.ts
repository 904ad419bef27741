import { startStorefront } from './loader/startStorefront';

export type { StorefrontEventMap, StorefrontEventName } from './api/events';
export type { StorefrontGlobal } from './api/globalApi';
export type { EmbedConfig } from './config/readConfig';

// Module scripts run after the document is parsed, so every server-rendered element is there.
void startStorefront();
