export { type CharacterCounter, characterCounter } from './characterCounter';
export { isValidVisitorRecordCookie, isValidVisitTimeCookie } from './cookieFormats';
export { isRealDate } from './isRealDate';
export { EMAIL_LENGTH, EMAIL_PATTERN, isValidEmail } from './isValidEmail';
export { joinWithAnd, missingOptionsError } from './missingOptionsError';
export type { ValidationError } from './types';
export { isEmptyInput, validateForm, validateFormField } from './validateFormField';
export { QUANTITY_LIMITS, validateQuantity } from './validateQuantity';
export {
  type RestockFormErrors,
  type ValidateRestockFormOptions,
  validateRestockForm,
} from './validateRestockForm';
