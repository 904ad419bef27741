export type { ParsePropsResult } from '@storefront/react';
export { AddToCartButton } from './AddToCartButton';
export { findProductImage } from './findProductImage';
export { default as ProductFormModal, type ProductFormModalProps } from './ProductFormModal';
export { type AddToCartButtonProps, parseProduct, parseProps } from './parseProps';
