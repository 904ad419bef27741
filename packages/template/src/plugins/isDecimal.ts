/**
 * A decimal number as text: `12`, `-3.50`, `.5`, `1e-7`. Written so that a match fails in linear
 * time: no two quantifiers can share the same digits, so a 20,000-digit value with a letter at
 * the end is refused at once rather than after trying every split of its digits.
 */
const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** Whether `text` is a decimal number (`'1999'`, `'-5'`, `'12.5'`, `'1e3'`, `'.5'`). */
export function isDecimal(text: string): boolean {
  return DECIMAL.test(text);
}
