export {
  computeInstallments,
  type InstallmentContext,
  type InstallmentInput,
  type InstallmentView,
  isInstallmentEligible,
} from './computeInstallments';
export {
  createInstallmentInfoPage,
  type InstallmentInfoPage,
  type InstallmentInfoPageOptions,
  type InstallmentInfoPageState,
} from './createInstallmentInfoPage';
export { DEFAULT_INSTALLMENT_INFO_URL, installmentInfoUrl } from './installmentInfoUrl';
export { getInstallmentLocale, type InstallmentBrand, type InstallmentLocale } from './installmentLocale';
export { type InfoNode, type InfoTag, parseInfoPage } from './parseInfoPage';
export { DEFAULT_INSTALLMENT_COUNT, splitInstallments } from './splitInstallments';
