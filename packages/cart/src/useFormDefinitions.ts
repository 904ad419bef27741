import { type FormDefinition, loadFormDefinition } from '@storefront-widgets/core';
import { useStorefront } from '@storefront-widgets/react';
import { useEffect, useRef, useState } from 'react';

/**
 * The additional-fields forms of the cart's entries, by form id, each loaded once (core's
 * `loadFormDefinition`, shared with the edit form) through
 * `GET /api/template/GetTemplateSchema`. A form that fails to load stays missing: its entry then
 * lists no answers and offers no edit, and the rest of the cart stays usable.
 */
export function useFormDefinitions(formIds: readonly string[]): Readonly<Record<string, FormDefinition>> {
  const { client } = useStorefront();
  const [forms, setForms] = useState<Record<string, FormDefinition>>({});
  const requested = useRef(new Set<string>());
  const key = [...new Set(formIds)].sort().join('\n');
  useEffect(() => {
    for (const formId of key ? key.split('\n') : []) {
      if (requested.current.has(formId)) continue;
      requested.current.add(formId);
      loadFormDefinition(client, formId).then(
        (form) => setForms((current) => ({ ...current, [formId]: form })),
        () => {},
      );
    }
  }, [client, key]);
  return forms;
}
