import { isReadError, type ParsePropsResult, readBooleanData } from '@storefront-widgets/react/server';
import type { CartPillProps } from './CartPill';

const FLAGS = ['isCartPage', 'isExpressCheckout', 'hasCustomCart'] as const;

/**
 * Reads a cart pill's props from its element. All attributes are optional page flags that
 * override the page configuration: `data-is-cart-page`, `data-is-express-checkout`,
 * `data-has-custom-cart` (each `true`, `false` or empty for true).
 */
export function parseProps(element: HTMLElement): ParsePropsResult<CartPillProps> {
  const props: CartPillProps = {};
  for (const flag of FLAGS) {
    const value = readBooleanData(element, flag);
    if (isReadError(value)) return { ok: false, error: value.error };
    if (value !== undefined) props[flag] = value;
  }
  return { ok: true, props };
}
