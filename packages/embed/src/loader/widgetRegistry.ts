import type { Runtime } from '../runtime';

/** What a widget chunk exports: mount onto one element, return an unmount function. */
export interface WidgetModule {
  /** Resolves once the widget can render (e.g. its messages have arrived). @default ready */
  prepare?(runtime: Runtime): Promise<void>;
  mount(element: HTMLElement, runtime: Runtime): () => void;
}

/**
 * The widgets a page can ask for with `data-storefront-widget`, each its own chunk so a page
 * downloads only what it shows. The chunk names are the size report's page definitions.
 */
export const WIDGETS = {
  'add-to-cart': () => import('../widgets/addToCartButton'),
  'cart-pill': () => import('../widgets/cartPill'),
  cart: () => import('../widgets/cart'),
  'restock-form': () => import('../widgets/restockForm'),
  'restock-signups': () => import('../widgets/restockSignups'),
  'site-form': () => import('../widgets/siteForm'),
  'installment-pill': () => import('../widgets/installmentPill'),
} satisfies Record<string, () => Promise<WidgetModule>>;

/** A widget name accepted in `data-storefront-widget`. */
export type WidgetName = keyof typeof WIDGETS;

export const isWidgetName = (name: string): name is WidgetName => Object.hasOwn(WIDGETS, name);
