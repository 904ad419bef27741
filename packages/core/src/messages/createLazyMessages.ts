import { createCatalogueMessages } from './createCatalogueMessages';
import type { CompiledCatalogue, IcuMessageFormatter, Messages } from './types';

/** What {@link LazyMessagesOptions.load} brings. */
export interface LazyMessagesLoad {
  /** Formats the messages with plural, select, number or date arguments (intl-messageformat). */
  formatter: IcuMessageFormatter;
  /** The rest of the catalogue, merged over the initial one. @default nothing more */
  catalogue?: CompiledCatalogue;
}

/** Options of {@link createLazyMessages}. */
export interface LazyMessagesOptions {
  /** BCP 47 locale used for plurals and number formatting. @default 'en' */
  locale?: string;
  /** The messages needed before the load, e.g. `COMPILED_EN_INITIAL`. */
  catalogue: CompiledCatalogue;
  /**
   * Loads the formatter and the rest of the catalogue, e.g. by importing a code-split chunk that
   * holds intl-messageformat and calls `createIcuMessageFormatter(locale)`.
   */
  load: () => Promise<LazyMessagesLoad>;
}

/** {@link Messages} whose intl-messageformat half and later messages arrive with `preload()`. */
export interface LazyMessages extends Messages {
  /** Loads the formatter and the rest of the catalogue (once; after a failure, again). */
  preload(): Promise<void>;
  /**
   * Adds the messages a widget's chunk brings (e.g. `COMPILED_EN_CART_PAGE`) that the catalogue
   * lacks; the ids it holds already keep their wording.
   */
  addCatalogue(more: CompiledCatalogue): void;
}

/**
 * A formatter that works before intl-messageformat has downloaded: the initial catalogue's
 * messages of plain text and `{name}` arguments format at once; the rest of the catalogue and the
 * messages with plural, select, number or date arguments once `preload()` has resolved. The
 * drop-in preloads with its HTTP client, and what a widget shows from the rest follows a server
 * answer, which arrives through that client; asking earlier is reported in the console and shows
 * the id.
 */
export function createLazyMessages(options: LazyMessagesOptions): LazyMessages {
  const { locale = 'en' } = options;
  let catalogue = options.catalogue;
  let formatter: IcuMessageFormatter | undefined;
  let loading: Promise<void> | undefined;
  const messages = createCatalogueMessages(
    locale,
    () => catalogue,
    () => formatter,
  );
  return {
    locale,
    format: messages.format,
    addCatalogue(more) {
      catalogue = { ...more, ...catalogue };
    },
    preload() {
      loading ??= options.load().then(
        (loaded) => {
          formatter = loaded.formatter;
          if (loaded.catalogue) catalogue = { ...catalogue, ...loaded.catalogue };
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
