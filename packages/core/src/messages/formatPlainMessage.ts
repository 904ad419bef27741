import type { MessageAst, MessageValues } from './types';

/** `TYPE.literal` and `TYPE.argument` of the formatjs AST (a test holds them to the parser's). */
export const LITERAL_ELEMENT = 0;
export const ARGUMENT_ELEMENT = 1;

/**
 * The text of a message made only of literal text and plain `{name}` arguments, each argument
 * written as `String(value)` (as intl-messageformat writes them), or `{name}` when the value is
 * missing; `undefined` for a message with plural, select, number or date arguments, which only
 * intl-messageformat formats. This is what lets a page render its labels before the formatter has
 * downloaded; a test formats every catalogue message both ways and requires the same text.
 */
export function formatPlainMessage(message: MessageAst, values: MessageValues): string | undefined {
  let text = '';
  for (const element of message) {
    if (element.type === LITERAL_ELEMENT) text += element.value;
    else if (element.type !== ARGUMENT_ELEMENT) return undefined;
    else if (Object.hasOwn(values, element.value)) text += String(values[element.value]);
    else {
      if (process.env.NODE_ENV !== 'production')
        console.warn(`[storefront] Missing message value: ${element.value}`);
      text += `{${element.value}}`;
    }
  }
  return text;
}
