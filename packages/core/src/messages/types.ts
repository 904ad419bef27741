import type { IntlMessageFormat } from 'intl-messageformat';
import type { MessageId } from './catalogue.en';
import type { PlatformMessageId } from './catalogue.platform.en';

/**
 * A pre-parsed ICU message: the AST the formatjs parser produces, which `intl-messageformat`
 * formats without parsing (formatjs's "pre-compile messages to AST").
 */
export type MessageAst = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;

/** A compiled catalogue: message id → pre-parsed AST. */
export type CompiledCatalogue = Readonly<Record<string, MessageAst>>;

/** Values substituted into a message. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Formats one message AST with intl-messageformat (see `createIcuMessageFormatter`). */
export type IcuMessageFormatter = (message: MessageAst, values: MessageValues) => string;

/** A message reference as validation functions return it. */
export interface MessageDescriptor {
  id: MessageId;
  values?: MessageValues;
}

/** Options of `createMessages` and `createLazyMessages`. */
export interface MessagesOptions {
  /** BCP 47 locale used for plurals and number formatting. @default 'en' */
  locale?: string;
  /**
   * A compiled catalogue for the locale (e.g. `COMPILED_FR`, or a site's own wording compiled
   * with `compileCatalogue` at build time), merged over English so missing ids fall back. Passed
   * explicitly so English pages never download other languages; `loadMessages` picks and
   * lazy-loads it from the locale. @default English only
   */
  catalogue?: CompiledCatalogue;
}

/** A locale-bound formatter over the compiled catalogue. */
export interface Messages {
  /** The locale messages are formatted for. */
  readonly locale: string;
  /** Formats a message by id (or descriptor) with its values. */
  format(message: MessageId | PlatformMessageId | MessageDescriptor, values?: MessageValues): string;
}
