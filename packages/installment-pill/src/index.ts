export { InstallmentPill, type InstallmentPillProps } from './InstallmentPill';
export { installmentPillCss } from './installmentPillCss';
export { parseProps } from './parseProps';
export { DEFAULT_INSTALLMENT_INFO_URL, installmentInfoUrl } from './pending-core/installmentInfoUrl';
