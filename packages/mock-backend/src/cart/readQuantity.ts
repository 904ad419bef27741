import { fieldError } from '../http/ApiError';
import { CART_MESSAGES, MAX_QUANTITY, MIN_QUANTITY } from './cartMessages';

/**
 * A cart quantity: a JSON integer from 1 to 9999 (spec/storefront.md §9). Absent means 1.
 * Strings are refused: the client sends numbers.
 */
export function readQuantity(value: unknown, field = 'quantity'): number {
  if (value === undefined) return 1;
  if (typeof value !== 'number' || Number.isNaN(value))
    throw fieldError(field, CART_MESSAGES.quantityNotNumber);
  if (!Number.isInteger(value)) throw fieldError(field, CART_MESSAGES.quantityNotWhole);
  if (value < MIN_QUANTITY || value > MAX_QUANTITY) throw fieldError(field, CART_MESSAGES.quantityRange);
  return value;
}
