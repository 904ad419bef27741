import type { FormDefinition } from '../api/types';
import type { HttpClient } from '../http/createHttpClient';
import { fetchFormDefinition } from './fetchFormDefinition';

/** Definitions asked of each client, by form id: one request per form, however many ask. */
const cache = new WeakMap<HttpClient, Map<string, Promise<FormDefinition>>>();

/**
 * A form's definition through {@link fetchFormDefinition}, asked once per client and form id:
 * later calls share the first call's answer (the cart lists answers and the edit form opens from
 * the same load). A failed load is forgotten, so the next call asks again.
 */
export function loadFormDefinition(client: HttpClient, formId: string): Promise<FormDefinition> {
  let forms = cache.get(client);
  if (!forms) {
    forms = new Map();
    cache.set(client, forms);
  }
  const known = forms.get(formId);
  if (known) return known;
  const loading = fetchFormDefinition(client, formId);
  forms.set(formId, loading);
  loading.catch(() => forms.delete(formId));
  return loading;
}
