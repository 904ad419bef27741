export {
  buildRestockSignUpRequest,
  type RestockCaptchaToken,
  type RestockSignUpInput,
} from './buildRestockSignUpRequest';
export { RESTOCK_ENDPOINTS } from './restockEndpoints';
export {
  collectAllPages,
  countRestockSignUps,
  fetchAllRestockGroups,
  fetchAllRestockSignUps,
  fetchRestockGroupsPage,
  type RestockCounts,
  sendAllRestockNotifications,
  sendRestockNotification,
  sumGroupCounts,
} from './restockListings';
export {
  getEnterpriseCaptchaToken,
  type RestockCaptcha,
  type SubmitRestockOptions,
  type SubmitRestockResult,
  submitRestockSignUp,
} from './submitRestockSignUp';
