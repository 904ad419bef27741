import * as v from 'valibot';
import { CATALOGUE_EN } from '../messages/catalogue.en';
import { QUANTITY_LIMITS } from '../validation/quantityLimits';
import { optionalText, queryBoolean, text } from './schemaParts';

const { min, max } = QUANTITY_LIMITS;
const outOfRange = CATALOGUE_EN['addToCart.quantityOutOfRange']
  .replace('{min}', String(min))
  .replace('{max}', String(max));

/**
 * A cart quantity: a JSON integer from 1 to 9999 with the platform's messages; absent
 * means 1. Strings are refused: the client sends numbers.
 */
export const QuantitySchema = v.optional(
  v.pipe(
    v.number(CATALOGUE_EN['addToCart.quantityNotNumber']),
    v.integer(CATALOGUE_EN['addToCart.quantityNotWhole']),
    v.minValue(min, outOfRange),
    v.maxValue(max, outOfRange),
  ),
  min,
);

/** JSON text of the additional-fields form values (at most 20 000 characters). */
const AdditionalFieldsSchema = optionalText(20_000);

/** `POST /api/commerce/shopping-cart/entries`. A gift card's missing `sku` is refused with the platform's message. */
export const AddToCartRequestSchema = v.object({
  itemId: text(200),
  sku: v.nullish(v.string('"{field}" must be a string.')),
  quantity: QuantitySchema,
  additionalFields: AdditionalFieldsSchema,
});

/** `POST /api/3/commerce/cart/subscription`: like an add, with `qty`. */
export const SubscriptionCartRequestSchema = v.object({
  itemId: text(200),
  sku: v.nullish(v.string('"{field}" must be a string.')),
  qty: QuantitySchema,
  additionalFields: AdditionalFieldsSchema,
});

/** `PUT /api/commerce/shopping-cart/entries/{entryId}`: the quantity is required here. */
export const UpdateQuantityRequestSchema = v.object({
  quantity: v.pipe(
    v.unknown(),
    v.check((value) => value !== undefined, CATALOGUE_EN['addToCart.quantityNotNumber']),
    QuantitySchema,
  ),
});

/** `PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields`. */
export const UpdateAdditionalFieldsRequestSchema = v.object({
  itemId: text(200),
  sku: text(200),
  additionalFields: v.pipe(
    v.string('"{field}" must be a string.'),
    v.maxLength(20_000, '"{field}" must be at most 20000 characters.'),
  ),
});

/** `POST /api/commerce/shopping-cart/coupons`. */
export const ApplyCouponRequestSchema = v.object({ code: text(50) });

/** `PUT /api/commerce/shopping-cart/shipping-option`. */
export const SelectShippingOptionRequestSchema = v.object({ shippingOptionId: text(100) });

/** `GET /api/commerce/shopping-cart` query (mock, timecode, calculateSubtotal). */
export const ShoppingCartQuerySchema = v.object({
  mock: queryBoolean(),
  calculateSubtotal: queryBoolean(),
  timecode: v.optional(v.pipe(v.string(), v.regex(/^\d{1,16}$/, '"{field}" must be a timestamp in ms.'))),
});

/** `GET …/inventory/stock/` query. */
export const InventoryQuerySchema = v.object({
  itemId: v.pipe(v.string('"{field}" is required.'), v.nonEmpty('"{field}" is required.')),
});
