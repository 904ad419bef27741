import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageId } from './catalogue.en';
import type { PlatformMessageId } from './catalogue.platform.en';
import { COMPILED_EN } from './compiled.en';
import type { CompiledCatalogue, MessageValues } from './types';

/** A message reference as validation functions return it. */
export interface MessageDescriptor {
  id: MessageId;
  values?: MessageValues;
}

/** Options of {@link createMessages}. */
export interface MessagesOptions {
  /** BCP 47 locale used for plurals and number formatting. @default 'en' */
  locale?: string;
  /**
   * A compiled catalogue for the locale (e.g. `COMPILED_FR`), merged over English so missing ids
   * fall back. Passed explicitly so English pages never download other languages; `loadMessages`
   * picks and lazy-loads it from the locale. @default English only
   */
  catalogue?: CompiledCatalogue;
  /**
   * Site-level replacements, id → plain text with `{name}` placeholders (no ICU plural/select).
   * Plain text keeps the ICU parser out of the browser bundle; use a catalogue entry for plurals.
   */
  overrides?: Readonly<Partial<Record<MessageId | PlatformMessageId, string>>>;
}

/** A locale-bound formatter over the compiled catalogue. */
export interface Messages {
  /** The locale messages are formatted for. */
  readonly locale: string;
  /** Formats a message by id (or descriptor) with its values. */
  format(message: MessageId | PlatformMessageId | MessageDescriptor, values?: MessageValues): string;
}

function substitute(text: string, values: MessageValues | undefined): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values && Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * Creates a formatter for one locale. Messages are pre-parsed ASTs, so only the small
 * `intl-messageformat` runtime runs in the browser; formatters are cached per id.
 */
export function createMessages(options: MessagesOptions = {}): Messages {
  const { locale = 'en', overrides = {} } = options;
  const catalogue: CompiledCatalogue = options.catalogue
    ? { ...COMPILED_EN, ...options.catalogue }
    : COMPILED_EN;
  const cache = new Map<string, IntlMessageFormat>();

  return {
    locale,
    format(message, values) {
      const id = typeof message === 'string' ? message : message.id;
      const merged = typeof message === 'string' ? values : { ...message.values, ...values };
      const override = overrides[id];
      if (override !== undefined) return substitute(override, merged);
      let formatter = cache.get(id);
      if (!formatter) {
        const ast = catalogue[id];
        if (!ast) {
          if (process.env.NODE_ENV !== 'production') console.warn(`[storefront] Unknown message id: ${id}`);
          return id;
        }
        formatter = new IntlMessageFormat(ast, locale);
        cache.set(id, formatter);
      }
      return String(formatter.format(merged));
    },
  };
}

/**
 * Creates a formatter, lazy-loading the compiled catalogue of the locale's language (French for
 * `fr*`; English otherwise) so each page downloads one language only.
 */
export async function loadMessages(options: Omit<MessagesOptions, 'catalogue'> = {}): Promise<Messages> {
  const language = (options.locale ?? 'en').toLowerCase().split('-')[0];
  if (language === 'fr') {
    const { COMPILED_FR } = await import('./compiled.fr');
    return createMessages({ ...options, catalogue: COMPILED_FR });
  }
  return createMessages(options);
}

let defaultMessages: Messages | undefined;

/** The shared English formatter, used when a caller passes no `messages`. */
export function getDefaultMessages(): Messages {
  defaultMessages ??= createMessages();
  return defaultMessages;
}
