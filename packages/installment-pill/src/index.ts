export { InstallmentPill, type InstallmentPillProps } from './InstallmentPill';
export { installmentPillCss } from './installmentPillCss';
export { parseProps } from './parseProps';
