export type { ParsePropsResult } from '@storefront-widgets/react';
export { Cart, type CartProps } from './Cart';
export { cartCss } from './cartCss';
export { type CartElementProps, parseProps } from './parseProps';
