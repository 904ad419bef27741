import { COMPILED_EN_FORMS } from '@storefront-widgets/core';
import { parseProps, SiteForm } from '@storefront-widgets/site-form';
import { emit } from '../api/events';
import type { Runtime } from '../runtime';
import { mountComponent } from './mountComponent';
import { windowCaptchaFor } from './windowCaptcha';

/** Its texts are not among the initial messages: the rest come with the HTTP client's chunk, its own with it. */
export async function prepare(runtime: Runtime): Promise<void> {
  await runtime.messages.preload();
  runtime.messages.addCatalogue(COMPILED_EN_FORMS);
}

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
      onError={(message, category) =>
        emit('storefront:error', { widget: 'site-form', message, category, element })
      }
    />,
    windowCaptchaFor(runtime.config),
  );
}
