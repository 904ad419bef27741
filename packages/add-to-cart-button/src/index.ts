export type { ParsePropsResult } from '@storefront/react';
export { AddToCartButton } from './AddToCartButton';
export { findProductImage } from './findProductImage';
export { type AddToCartButtonProps, parseProduct, parseProps } from './parseProps';
