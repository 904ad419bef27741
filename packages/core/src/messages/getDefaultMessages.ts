import { COMPILED_EN_INITIAL } from './compiled.en.initial';
import { COMPILED_EN_INTERACTIVE } from './compiled.en.interactive';
import { createCatalogueMessages } from './createCatalogueMessages';
import { createIcuMessageFormatter } from './createIcuMessageFormatter';
import type { Messages } from './types';

let defaultMessages: Messages | undefined;

/**
 * The shared English formatter core falls back to when a caller passes no `messages`. It holds
 * every message but the cart page's labels (which `createMessages()` has, and the cart page
 * requires its caller to pass), so the drop-in, whose HTTP client keeps this fallback, never
 * downloads them on a product page.
 */
export function getDefaultMessages(): Messages {
  if (!defaultMessages) {
    const catalogue = { ...COMPILED_EN_INITIAL, ...COMPILED_EN_INTERACTIVE };
    const formatter = createIcuMessageFormatter('en');
    defaultMessages = createCatalogueMessages(
      'en',
      () => catalogue,
      () => formatter,
    );
  }
  return defaultMessages;
}
