import type { LazyMessages } from './createLazyMessages';
import type { CompiledCatalogue, Messages } from './types';

/**
 * Gives `messages` the ids of `part` it lacks (e.g. `COMPILED_EN_FORMS`), for code loaded on
 * demand that formats a part no page needs before it. Messages that load their catalogue in parts
 * (`createLazyMessages`, as the drop-in's do) take it; a formatter that holds every message
 * already (`createMessages`) is left as it is. The ids held already keep their wording.
 * @returns `messages`
 */
export function addMessagePart<T extends Messages>(messages: T, part: CompiledCatalogue): T {
  if ('addCatalogue' in messages) (messages as unknown as LazyMessages).addCatalogue(part);
  return messages;
}
