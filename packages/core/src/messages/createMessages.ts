import type { MessageId } from './catalogue.en';
import type { PlatformMessageId } from './catalogue.platform.en';
import { COMPILED_EN } from './compiled.en';
import type { CompiledCatalogue, CompiledMessage, MessageValues } from './types';

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
 * Creates a formatter for one locale. Messages are pre-parsed at build time (`compileCatalogue`),
 * so formatting is a walk over their parts with the platform's `Intl.PluralRules` and
 * `Intl.NumberFormat`: no parser and no message-format library in the browser.
 */
export function createMessages(options: MessagesOptions = {}): Messages {
  const { locale = 'en', overrides = {} } = options;
  const catalogue: CompiledCatalogue = options.catalogue
    ? { ...COMPILED_EN, ...options.catalogue }
    : COMPILED_EN;
  let numberFormat: Intl.NumberFormat | undefined;
  const pluralRules: Partial<Record<Intl.PluralRuleType, Intl.PluralRules>> = {};
  const formatNumber = (value: unknown) => {
    numberFormat ??= new Intl.NumberFormat(locale);
    return numberFormat.format(Number(value));
  };

  function render(message: CompiledMessage, values: MessageValues, pound: number | undefined): string {
    if (typeof message === 'string') return message;
    let text = '';
    for (const part of message) {
      if (typeof part === 'string') text += part;
      else if (part === 0) text += pound === undefined ? '#' : formatNumber(pound);
      else {
        const value = values[part[0]];
        if (value === undefined) {
          if (process.env.NODE_ENV !== 'production')
            console.warn(`[storefront] Missing message value: ${part[0]}`);
          text += `{${part[0]}}`;
          continue;
        }
        if (part.length === 4) {
          // plural or selectordinal: `=N` first, then the locale's category, then `other`.
          const [, type, branches, offset] = part;
          const count = Number(value);
          const kind = type === 'plural' ? 'cardinal' : 'ordinal';
          pluralRules[kind] ??= new Intl.PluralRules(locale, { type: kind });
          const category = pluralRules[kind].select(count - offset);
          text += render(
            branches[`=${count}`] ?? branches[category] ?? branches.other ?? '',
            values,
            count - offset,
          );
        } else if (part.length === 3) {
          // select: the branch named by the value, else `other`.
          text += render(part[2][String(value)] ?? part[2].other ?? '', values, pound);
        } else text += part[1] === 'number' ? formatNumber(value) : String(value);
      }
    }
    return text;
  }

  return {
    locale,
    format(message, values) {
      const id = typeof message === 'string' ? message : message.id;
      const merged = (typeof message === 'string' ? values : { ...message.values, ...values }) ?? {};
      const override = overrides[id];
      if (override !== undefined) return substitute(override, merged);
      const compiled = catalogue[id];
      if (compiled === undefined) {
        if (process.env.NODE_ENV !== 'production') console.warn(`[storefront] Unknown message id: ${id}`);
        return id;
      }
      return render(compiled, merged, undefined);
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
