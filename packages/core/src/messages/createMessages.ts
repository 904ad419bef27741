import { COMPILED_EN } from './compiled.en';
import { createCatalogueMessages } from './createCatalogueMessages';
import { createIcuMessageFormatter } from './createIcuMessageFormatter';
import { loadTranslation } from './translations';
import type { Messages, MessagesOptions } from './types';

export type { MessageDescriptor, Messages, MessagesOptions } from './types';

/**
 * Creates a formatter for one locale with intl-messageformat. Messages are ASTs compiled at build
 * time (`compileCatalogue`), so the browser runs the parser-free build; plain messages are written
 * directly, the others through one `IntlMessageFormat` per message, created on first use.
 */
export function createMessages(options: MessagesOptions = {}): Messages {
  const { locale = 'en' } = options;
  const formatter = createIcuMessageFormatter(locale);
  const catalogue = options.catalogue ? { ...COMPILED_EN, ...options.catalogue } : COMPILED_EN;
  return createCatalogueMessages(
    locale,
    () => catalogue,
    () => formatter,
  );
}

/**
 * Creates a formatter, lazy-loading the compiled catalogue of the locale's language (French for
 * `fr*`; English otherwise, see `TRANSLATIONS`) so each page downloads one language only.
 */
export async function loadMessages(options: Omit<MessagesOptions, 'catalogue'> = {}): Promise<Messages> {
  const catalogue = await loadTranslation(options.locale ?? 'en');
  return createMessages(catalogue ? { ...options, catalogue } : options);
}

export { getDefaultMessages, getDefaultMessagesFor } from './getDefaultMessages';
