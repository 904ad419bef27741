export {
  type CartLineActions,
  type UseCartOptions,
  type UseCartResult,
  useCart,
} from './cart/useCart';
export { useCartStore } from './cart/useCartStore';
export { type UseCartSummaryResult, useCartSummary } from './cart/useCartSummary';
export {
  type ErrorReporter,
  StorefrontContext,
  type StorefrontContextValue,
  type StorefrontSettings,
} from './context/StorefrontContext';
export { StorefrontProvider, type StorefrontProviderProps } from './context/StorefrontProvider';
export { StorefrontScope } from './context/StorefrontScope';
export { settingsFromConfig } from './context/settingsFromConfig';
export { useMessagePart } from './context/useMessagePart';
export { useStorefront } from './context/useStorefront';
export { IdScopeContext, useUniqueId } from './context/useUniqueId';
export { ErrorSummary, type ErrorSummaryProps } from './forms/ErrorSummary';
export { focusAfterError } from './forms/focusAfterError';
export { focusFirstInvalid } from './forms/focusFirstInvalid';
export { type UseSiteFormOptions, useSiteForm } from './forms/useSiteForm';
export {
  type UseInstallmentsOptions,
  type UseInstallmentsResult,
  useInstallments,
} from './installments/useInstallments';
export type { ParsePropsResult } from './parse/ParsePropsResult';
export { isReadError, readBooleanData, readJsonData, toAttributeName } from './parse/readDataAttributes';
export { Money, type MoneyProps } from './product/Money';
export { useAddToCart } from './product/useAddToCart';
export type {
  PendingProductForm,
  UseAddToCartOptions,
  UseAddToCartResult,
} from './product/useAddToCartWith';
export { useDeferredAddToCart } from './product/useDeferredAddToCart';
export {
  type UseProductSelectionOptions,
  type UseProductSelectionResult,
  useProductSelection,
} from './product/useProductSelection';
export { type UseRestockFormOptions, useRestockForm } from './restock/useRestockForm';
export type { StoreApi } from './store/StoreApi';
export { type Controller, useController } from './store/useController';
export { useStore } from './store/useStore';
export { AlertDialog, type AlertDialogProps } from './ui/AlertDialog';
export { Captcha, type CaptchaHandle, type CaptchaProps, COMPACT_CAPTCHA_WIDTH } from './ui/Captcha';
export type { CaptchaApi, CaptchaRenderOptions } from './ui/CaptchaApi';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmOptions } from './ui/ConfirmDialog';
export { ConfirmHost } from './ui/ConfirmHost';
export { closeConfirm, confirm } from './ui/confirm';
export { MODAL_SCROLL_MARGIN } from './ui/DialogShell';
export { ErrorBoundary, type ErrorBoundaryProps } from './ui/ErrorBoundary';
export { LiveRegion, type LiveRegionProps } from './ui/LiveRegion';
export { Modal, type ModalProps } from './ui/Modal';
export { primitivesCss } from './ui/primitivesCss';
export { useBrowserLayoutEffect } from './ui/useBrowserLayoutEffect';
export { type UseCaptchaOptions, type UseCaptchaResult, useCaptcha } from './ui/useCaptcha';
export { getFocusable, useFocusTrap } from './ui/useFocusTrap';
export { useStyles } from './ui/useStyles';
