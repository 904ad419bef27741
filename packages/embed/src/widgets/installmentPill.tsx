import { COMPILED_EN_INSTALLMENTS } from '@storefront-widgets/core';
import { InstallmentPill, parseProps } from '@storefront-widgets/installment-pill';
import type { Runtime } from '../runtime';
import { mountComponent } from './mountComponent';

/** Its texts are not among the initial messages: the rest come with the HTTP client's chunk, its own with it. */
export async function prepare(runtime: Runtime): Promise<void> {
  await runtime.messages.preload();
  runtime.messages.addCatalogue(COMPILED_EN_INSTALLMENTS);
}

/** Mounts the installment badge from `data-product-type`, `data-price` and `data-installment-context`. */
export function mount(element: HTMLElement, runtime: Runtime): () => void {
  const parsed = parseProps(element);
  if (!parsed.ok) throw new Error(parsed.error);
  return mountComponent(element, runtime, <InstallmentPill {...parsed.props} />);
}
