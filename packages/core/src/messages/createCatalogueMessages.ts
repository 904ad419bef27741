import { formatPlainMessage } from './formatPlainMessage';
import type { CompiledCatalogue, IcuMessageFormatter, Messages } from './types';

/**
 * The formatter both `createMessages` and `createLazyMessages` return: looks the id up in
 * `catalogue()`, writes plain messages itself and hands the others to `icu()`. While a lazy
 * formatter is still downloading, `icu()` answers undefined and `catalogue()` may lack ids; such
 * a call is reported and answered with the id, which the drop-in's design never lets happen (see
 * `createLazyMessages`).
 */
export function createCatalogueMessages(
  locale: string,
  catalogue: () => CompiledCatalogue,
  icu: () => IcuMessageFormatter | undefined,
): Messages {
  return {
    locale,
    format(message, values) {
      const id = typeof message === 'string' ? message : message.id;
      const merged = (typeof message === 'string' ? values : { ...message.values, ...values }) ?? {};
      const ast = catalogue()[id];
      if (!ast) {
        console.error(`[storefront] Unknown message id: ${id}`);
        return id;
      }
      const plain = formatPlainMessage(ast, merged);
      if (plain !== undefined) return plain;
      const format = icu();
      if (format) return format(ast, merged);
      console.error(`[storefront] "${id}" was formatted before intl-messageformat had loaded`);
      return id;
    },
  };
}
