import type { Messages } from '../messages/createMessages';
import type { ValidationError } from './types';

/**
 * Joins names as "A, B and C": commas, with the locale's "and" before the last.
 */
export function joinWithAnd(names: readonly string[], messages: Messages): string {
  if (names.length <= 1) return names[0] ?? '';
  const head = names.slice(0, -1).join(', ');
  return messages.format('list.and', { head, last: names[names.length - 1] ?? '' });
}

/**
 * The error for unselected variant options: 'Please select the {option} option.',
 * 'Please select the {option1} and {option2} options.', or a comma list with 'and' before the last.
 * Returns null when nothing is missing.
 */
export function missingOptionsError(
  missingOptionNames: readonly string[],
  messages: Messages,
): ValidationError | null {
  if (missingOptionNames.length === 0) return null;
  if (missingOptionNames.length === 1) {
    const id = 'addToCart.selectOption';
    return { id, message: messages.format(id, { option: missingOptionNames[0] ?? '' }) };
  }
  const id = 'addToCart.selectOptions';
  return { id, message: messages.format(id, { options: joinWithAnd(missingOptionNames, messages) }) };
}
