/**
 * One part of a compiled ICU message (see `compileCatalogue.ts`):
 * - a string: literal text;
 * - `0`: the `#` of a plural branch (the number, locale-formatted, minus the offset);
 * - `[name]`: a simple argument, `String(value)`;
 * - `[name, 'number']`: the value through `Intl.NumberFormat`;
 * - `[name, 'plural' | 'selectordinal', branches, offset]`: `=N` branches first, then the
 *   locale's plural category, then `other`;
 * - `[name, 'select', branches]`: the branch named by the value, else `other`.
 */
export type MessagePart =
  | string
  | 0
  | readonly [name: string]
  | readonly [name: string, type: 'number']
  | readonly [name: string, type: 'select', branches: Readonly<Record<string, CompiledMessage>>]
  | PluralPart<'plural'>
  | PluralPart<'selectordinal'>;

/** A plural or selectordinal argument (two members, so a `switch` on the type narrows). */
type PluralPart<Type extends 'plural' | 'selectordinal'> = readonly [
  name: string,
  type: Type,
  branches: Readonly<Record<string, CompiledMessage>>,
  offset: number,
];

/** A pre-parsed ICU message: plain text when it has no arguments, else its parts. */
export type CompiledMessage = string | readonly MessagePart[];

/** A compiled catalogue: message id → pre-parsed message. */
export type CompiledCatalogue = Readonly<Record<string, CompiledMessage>>;

/** Values substituted into a message. */
export type MessageValues = Readonly<Record<string, string | number>>;
