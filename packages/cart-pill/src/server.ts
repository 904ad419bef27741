// The server-safe entry: parsing and the stylesheet text. Nothing here imports React.
export type { CartPillProps } from './CartPill';
export { cartPillConfirmationCss } from './cartPillConfirmationCss';
export { cartPillCss } from './cartPillCss';
export { parseProps } from './parseProps';
