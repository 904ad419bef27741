export { CartPill, type CartPillProps } from './CartPill';
export { cartPillCss } from './cartPillCss';
export { parseProps } from './parseProps';
