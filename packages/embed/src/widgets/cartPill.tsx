import { CartPill, parseProps } from '@storefront-widgets/cart-pill';
import type { Runtime } from '../runtime';
import { mountComponent } from './mountComponent';

/** Mounts the floating cart pill; optional `data-*` flags override the page configuration. */
export function mount(element: HTMLElement, runtime: Runtime): () => void {
  const parsed = parseProps(element);
  if (!parsed.ok) throw new Error(parsed.error);
  return mountComponent(element, runtime, <CartPill {...parsed.props} />);
}
