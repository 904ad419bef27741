// The server-safe entry: parsing and the stylesheet text. Nothing here imports React.
export type { InstallmentPillProps } from './InstallmentPill';
export { installmentPillCss } from './installmentPillCss';
export { parseProps } from './parseProps';
