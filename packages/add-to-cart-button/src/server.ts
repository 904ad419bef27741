// The server-safe entry: a Server Component parses the product here and hands the result to
// <AddToCartButton>. Nothing here imports React.
export type { ParsePropsResult } from '@storefront-widgets/react/server';
export type { VariantSelectedDetail } from './followVariant';
export { type AddToCartButtonProps, parseProduct, parseProps } from './parseProps';
