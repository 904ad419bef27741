import type { IntlMessageFormat } from 'intl-messageformat';

/** A pre-parsed ICU message: the AST `intl-messageformat` accepts instead of a string. */
export type MessageAst = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;

/** A compiled catalogue: message id → pre-parsed AST. */
export type CompiledCatalogue = Readonly<Record<string, MessageAst>>;

/** Values substituted into a message. */
export type MessageValues = Readonly<Record<string, string | number>>;
