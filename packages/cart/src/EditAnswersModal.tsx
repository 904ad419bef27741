// The add-to-cart block's form lightbox, reused to edit a cart entry's answers. A module of its
// own so the cart loads it only when a shopper edits (one chunk shared with the product page's).
export { ProductFormModal as default } from '@storefront-widgets/add-to-cart-button';
