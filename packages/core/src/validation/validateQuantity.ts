import type { Messages } from '../messages/createMessages';
import { QUANTITY_LIMITS } from './quantityLimits';
import type { ValidationError } from './types';

/**
 * Validates the quantity input: a number ('Quantity must be a number.'), whole
 * ('Quantity must be a whole number'), and within 1–9999. Returns null when valid.
 */
export function validateQuantity(input: string | number, messages: Messages): ValidationError | null {
  const text = String(input).trim();
  const value = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) {
    return { id: 'addToCart.quantityNotNumber', message: messages.format('addToCart.quantityNotNumber') };
  }
  if (!Number.isInteger(value)) {
    return { id: 'addToCart.quantityNotWhole', message: messages.format('addToCart.quantityNotWhole') };
  }
  if (value < QUANTITY_LIMITS.min || value > QUANTITY_LIMITS.max) {
    const id = 'addToCart.quantityOutOfRange';
    return { id, message: messages.format(id, { min: QUANTITY_LIMITS.min, max: QUANTITY_LIMITS.max }) };
  }
  return null;
}
