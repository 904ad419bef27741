import {
  createSiteForm,
  type SiteFormController,
  type SiteFormOptions,
  type SiteFormState,
} from '@storefront-widgets/core';
import { useStorefront } from '../context/useStorefront';
import { useController } from '../store/useController';

/** Options of {@link useSiteForm}: core's `SiteFormOptions`, less what the provider supplies. */
export type UseSiteFormOptions = Omit<SiteFormOptions, 'client' | 'messages'>;

/**
 * A site form (contact, newsletter, survey) as state: core's `createSiteForm` for this component,
 * with the provider's client and messages. The state holds the inputs, the field errors, the
 * status ('Submitting…' while locked) and the outcome; the controller takes inputs and submits.
 * The headless half of `<SiteForm>`.
 * @returns the form's state and its controller.
 * @example
 * const [state, form] = useSiteForm({ form: definition, onSuccess: () => track('lead') });
 * <form noValidate onSubmit={(e) => { e.preventDefault(); void form.submit(); }}>
 *   <input value={String(state.inputs.email ?? '')} onChange={(e) => form.setInput('email', e.target.value)} />
 *   {state.fieldErrors.email && <p>{state.fieldErrors.email}</p>}
 *   <button aria-disabled={state.status === 'submitting'}>Send</button>
 * </form>
 */
export function useSiteForm(options: UseSiteFormOptions): [SiteFormState, SiteFormController] {
  const { client, messages } = useStorefront();
  return useController(createSiteForm, { ...options, client, messages });
}
