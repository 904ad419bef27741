export {
  computeInstallments,
  type InstallmentContext,
  type InstallmentInput,
  type InstallmentView,
  isInstallmentEligible,
} from './computeInstallments';
export { getInstallmentLocale, type InstallmentBrand, type InstallmentLocale } from './installmentLocale';
export { DEFAULT_INSTALLMENT_COUNT, splitInstallments } from './splitInstallments';
