export type { ParsePropsResult } from '@storefront-widgets/react';
export { AddToCartButton } from './AddToCartButton';
export { findInProductBlock, findProductImage } from './findProductImage';
export type { VariantSelectedDetail } from './followVariant';
export { default as ProductFormModal, type ProductFormModalProps } from './ProductFormModal';
export { type AddToCartButtonProps, parseProduct, parseProps } from './parseProps';
