export {
  buildRestockSignUpRequest,
  type RestockCaptchaToken,
  type RestockSignUpRequestOptions,
} from './buildRestockSignUpRequest';
export { type CursorPage, collectAllPages } from './collectAllPages';
export { createRestockApi, type RestockApi, type RestockCountsResult } from './createRestockApi';
export {
  createRestockForm,
  type RestockFormController,
  type RestockFormOptions,
  type RestockFormResult,
} from './createRestockForm';
export {
  createRestockSignups,
  type RestockSignupsController,
  type RestockSignupsOptions,
} from './createRestockSignups';
export {
  initialRestockFormState,
  isRestockCaptchaShown,
  type RestockFormEvent,
  type RestockFormState,
  type RestockFormStatus,
  restockFormTransition,
} from './restockFormMachine';
export {
  INITIAL_RESTOCK_SIGNUPS_STATE,
  pendingRestockGroups,
  type RestockSignupsEvent,
  type RestockSignupsLoad,
  type RestockSignupsState,
  restockGroupKey,
  restockSignupsTransition,
  SEND_ALL,
} from './restockSignupsMachine';
export { restockVariantLabel } from './restockVariantLabel';
export {
  type SubmitRestockOptions,
  type SubmitRestockResult,
  submitRestockSignUp,
} from './submitRestockSignUp';
