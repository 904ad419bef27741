export { type CharacterCounter, characterCounter } from './characterCounter';
export { isValidVisitorRecordCookie, isValidVisitTimeCookie } from './cookieFormats';
export { isRealDate } from './isRealDate';
export { isRealTime } from './isRealTime';
export { EMAIL_LENGTH, EMAIL_PATTERN, isValidEmail } from './isValidEmail';
export { isValidPhone } from './isValidPhone';
export { joinWithAnd, missingOptionsError } from './missingOptionsError';
export { type NumberInputError, type NumberLimits, numberInputError } from './numberInputError';
export { QUANTITY_LIMITS } from './quantityLimits';
export type { ValidationError } from './types';
export { isEmptyInput, validateForm, validateFormField } from './validateFormField';
export { validateQuantity } from './validateQuantity';
export {
  type RestockFormErrors,
  type ValidateRestockFormOptions,
  validateRestockForm,
} from './validateRestockForm';
