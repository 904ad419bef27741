import { parseProps, RestockForm } from '@storefront/restock-form';
import { emit } from '../api/events';
import type { Runtime } from '../runtime';
import { mountComponent } from './mountComponent';
import { windowCaptchaFor } from './windowCaptcha';

/** Its texts are not among the initial messages: they come with the HTTP client's chunk. */
export const prepare = (runtime: Runtime): Promise<void> => runtime.messages.preload();

/**
 * Mounts a back-in-stock form from `data-product-id` and `data-variant-id`; dispatches
 * `storefront:restock-signed-up` when the sign-up is accepted and `storefront:error` when refused.
 */
export function mount(element: HTMLElement, runtime: Runtime): () => void {
  const parsed = parseProps(element);
  if (!parsed.ok) throw new Error(parsed.error);
  const { productId, variantId } = parsed.props;
  return mountComponent(
    element,
    runtime,
    <RestockForm
      {...parsed.props}
      onSuccess={() => emit('storefront:restock-signed-up', { productId, variantId })}
      onError={(message) => emit('storefront:error', { widget: 'restock-form', message, element })}
    />,
    windowCaptchaFor(runtime.config),
  );
}
