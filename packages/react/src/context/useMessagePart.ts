import { addMessagePart, type CompiledCatalogue, type Messages } from '@storefront-widgets/core';
import { useMemo } from 'react';
import { useStorefront } from './useStorefront';

/**
 * The provider's messages, holding `part` (e.g. `COMPILED_EN_FORMS`) before the component formats
 * any of it. Messages that load their catalogue in parts (core's `createLazyMessages`, as the
 * drop-in's do) get the part's ids they lack; a formatter that holds every message already
 * (`createMessages`) is used as it is. For components loaded on demand that show a part no page
 * needs before them, such as a product's form.
 */
export function useMessagePart(part: CompiledCatalogue): Messages {
  const { messages } = useStorefront();
  return useMemo(() => addMessagePart(messages, part), [messages, part]);
}
