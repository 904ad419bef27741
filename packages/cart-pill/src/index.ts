export { CartPill, type CartPillProps } from './CartPill';
export { cartPillConfirmationCss } from './cartPillConfirmationCss';
export { cartPillCss } from './cartPillCss';
export { parseProps } from './parseProps';
