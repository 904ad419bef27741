import type { Messages } from '../messages/createMessages';
import { missingOptionsError } from '../validation/missingOptionsError';
import type { ValidationError } from '../validation/types';
import { validateQuantity } from '../validation/validateQuantity';
import type { AddToCartProduct, AddToCartVariant } from './productKinds';
import { resolveVariant } from './resolveVariant';

/** What a shopper chose on a product block. */
export interface ProductSelectionInput {
  /** Option name → chosen value; an empty or missing value is not chosen. */
  selectedOptions?: Readonly<Record<string, string | undefined>>;
  /** Raw quantity input. @default 1 */
  quantity?: string | number;
}

/** Result of {@link validateProductSelection}: the variant and quantity to add, or why not. */
export type ProductSelectionValidation<V extends AddToCartVariant = AddToCartVariant> =
  | { ok: true; variant: V; quantity: number }
  | { ok: false; error: ValidationError };

/**
 * The add-to-cart rules for a choice, in the platform's order: every option chosen ('Please
 * select the {option} option.'…), a variant matching it ('Sorry, that item variant is
 * unavailable…'), a whole quantity within 1–9999, and enough stock for it ('Sorry, we do not have
 * enough of that item available.'). The one place a choice becomes a variant to add.
 */
export function validateProductSelection<V extends AddToCartVariant>(
  product: Pick<AddToCartProduct, 'variantOptionOrdering'> & { variants: readonly V[] },
  input: ProductSelectionInput,
  messages: Messages,
): ProductSelectionValidation<V> {
  const { variant, missingOptions } = resolveVariant(product, input.selectedOptions ?? {});
  const missing = missingOptionsError(missingOptions, messages);
  if (missing) return { ok: false, error: missing };
  if (!variant) return { ok: false, error: errorOf('addToCart.variantUnavailable', messages) };
  const rawQuantity = input.quantity ?? 1;
  const quantityError = validateQuantity(rawQuantity, messages);
  if (quantityError) return { ok: false, error: quantityError };
  const quantity = Number(String(rawQuantity).trim());
  if (!variant.unlimited && variant.qtyInStock < quantity) {
    return { ok: false, error: errorOf('addToCart.notEnoughStock', messages) };
  }
  return { ok: true, variant, quantity };
}

function errorOf(id: 'addToCart.variantUnavailable' | 'addToCart.notEnoughStock', messages: Messages) {
  return { id, message: messages.format(id) };
}
