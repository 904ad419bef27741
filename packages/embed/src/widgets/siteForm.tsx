import { parseProps, SiteForm } from '@storefront/site-form';
import { emit } from '../api/events';
import type { Runtime } from '../runtime';
import { mountComponent } from './mountComponent';
import { windowCaptchaFor } from './windowCaptcha';

/** Its texts are not among the initial messages: they come with the HTTP client's chunk. */
export const prepare = (runtime: Runtime): Promise<void> => runtime.messages.preload();

/**
 * Mounts a site form from its `data-form` definition and dispatches `storefront:form-submitted`
 * when the server saved it (before a configured redirect leaves the page).
 */
export function mount(element: HTMLElement, runtime: Runtime): () => void {
  const parsed = parseProps(element);
  if (!parsed.ok) throw new Error(parsed.error);
  const formId = parsed.props.form.id;
  return mountComponent(
    element,
    runtime,
    <SiteForm
      {...parsed.props}
      onSuccess={() => emit('storefront:form-submitted', { formId })}
      onError={(message) => emit('storefront:error', { widget: 'site-form', message, element })}
    />,
    windowCaptchaFor(runtime.config),
  );
}
