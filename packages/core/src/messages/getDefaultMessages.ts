import { COMPILED_EN_ADD_TO_CART } from './compiled.en.addToCart';
import { COMPILED_EN_FORMS } from './compiled.en.forms';
import { COMPILED_EN_INITIAL } from './compiled.en.initial';
import { COMPILED_EN_INSTALLMENTS } from './compiled.en.installments';
import { COMPILED_EN_INTERACTIVE } from './compiled.en.interactive';
import { COMPILED_EN_RESTOCK } from './compiled.en.restock';
import { createCatalogueMessages } from './createCatalogueMessages';
import { createIcuMessageFormatter } from './createIcuMessageFormatter';
import type { CompiledCatalogue, IcuMessageFormatter, Messages } from './types';

let formatter: IcuMessageFormatter | undefined;
const byPart = new Map<CompiledCatalogue | undefined, Messages>();

/**
 * The shared English formatter over the messages every page may show (the initial and
 * interactive parts) plus one widget's `part` (e.g. `COMPILED_EN_FORMS`). Core's functions of a
 * domain fall back to it with their domain's part when a caller passes no `messages`, so a bundle
 * that uses them carries that part only (see `messagePartOf`).
 */
export function getDefaultMessagesFor(part?: CompiledCatalogue): Messages {
  let messages = byPart.get(part);
  if (!messages) {
    const catalogue = { ...COMPILED_EN_INITIAL, ...COMPILED_EN_INTERACTIVE, ...part };
    formatter ??= createIcuMessageFormatter('en');
    const icu = formatter;
    messages = createCatalogueMessages(
      'en',
      () => catalogue,
      () => icu,
    );
    byPart.set(part, messages);
  }
  return messages;
}

let everyWidget: CompiledCatalogue | undefined;

/**
 * The shared English formatter for callers that pass no `messages`. It holds every message but
 * the cart page's labels (which `createMessages()` has, and the cart page requires its caller to
 * pass), so the drop-in, whose HTTP client keeps a fallback, never downloads them on a product
 * page.
 */
export function getDefaultMessages(): Messages {
  everyWidget ??= {
    ...COMPILED_EN_ADD_TO_CART,
    ...COMPILED_EN_FORMS,
    ...COMPILED_EN_RESTOCK,
    ...COMPILED_EN_INSTALLMENTS,
  };
  return getDefaultMessagesFor(everyWidget);
}
