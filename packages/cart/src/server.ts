// The server-safe entry: parsing and the stylesheet text. Nothing here imports React.
export type { ParsePropsResult } from '@storefront-widgets/react/server';
export type { CartProps } from './Cart';
export { cartCss } from './cartCss';
export { type CartElementProps, parseProps } from './parseProps';
