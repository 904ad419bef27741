export { AddToCartButton } from './AddToCartButton';
export { findProductImage } from './findProductImage';
export {
  type AddToCartButtonProps,
  type ParsePropsResult,
  parseProduct,
  parseProps,
} from './parseProps';
