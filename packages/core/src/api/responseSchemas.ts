import * as v from 'valibot';
import { CURRENCY_CODES } from '../money/currencyDigits';
import { CART_ROUTES } from './cartRoutes';
import { FORM_FIELD_TYPES } from './formFieldTypes';
import { FORM_ROUTES } from './formRoutes';
import { RESTOCK_ROUTES } from './restockRoutes';
import { SESSION_ROUTES } from './sessionRoutes';

/**
 * The shapes of the successful answers the widgets read, checked once, at the HTTP boundary
 * (`createHttpClient`), so a 200 of the wrong shape becomes the flow's own error instead of a
 * TypeError later (`?cartToken=undefined`, `undefined.map`). Loose objects: the checks cover what
 * the client reads and let the server add fields.
 */
const id = v.pipe(v.string(), v.nonEmpty());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const cents = v.pipe(v.number(), v.integer());

/** Every entry field the cart page reads: a cart line without them could only throw or show NaN. */
const CartEntrySchema = v.looseObject({
  id,
  itemId: v.string(),
  quantity: count,
  title: v.string(),
  purchasePriceCents: cents,
  chosenVariant: v.looseObject({ attributes: v.record(v.string(), v.string()) }),
  additionalFields: v.optional(v.nullable(v.string())),
  additionalFieldsFormId: v.optional(v.nullable(v.string())),
});
const ShoppingCartSchema = v.looseObject({
  id: v.string(),
  currency: v.picklist(CURRENCY_CODES),
  entries: v.array(CartEntrySchema),
  totalQuantity: count,
  subtotalCents: cents,
  taxCents: cents,
  shippingCostCents: cents,
  discountCents: cents,
  grandTotalCents: cents,
});
const CartAnswerSchema = v.looseObject({ shoppingCart: ShoppingCartSchema });
const PageSchema = { hasNextPage: v.boolean(), nextPageCursor: v.nullable(v.string()) };

/** One route's answer schema; `route` may hold `:param` segments. */
export interface ResponseSchemaEntry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  schema: v.GenericSchema;
}

/** Every checked answer, by method and route. */
export const RESPONSE_SCHEMAS: readonly ResponseSchemaEntry[] = [
  { method: 'GET', route: CART_ROUTES.cart, schema: ShoppingCartSchema },
  {
    method: 'POST',
    route: CART_ROUTES.cartEntries,
    schema: v.looseObject({ shoppingCart: ShoppingCartSchema, newlyAdded: CartEntrySchema }),
  },
  {
    method: 'PUT',
    route: CART_ROUTES.cartEntryAdditionalFields,
    schema: v.looseObject({ shoppingCart: ShoppingCartSchema, updatedEntry: CartEntrySchema }),
  },
  { method: 'PUT', route: CART_ROUTES.cartEntry, schema: CartAnswerSchema },
  { method: 'DELETE', route: CART_ROUTES.cartEntry, schema: CartAnswerSchema },
  { method: 'POST', route: CART_ROUTES.subscriptionCart, schema: v.looseObject({ cartToken: id }) },
  {
    method: 'GET',
    route: CART_ROUTES.inventoryStock,
    schema: v.looseObject({
      results: v.array(
        v.looseObject({ variantId: v.string(), sku: v.string(), unlimited: v.boolean(), qtyInStock: count }),
      ),
    }),
  },
  { method: 'POST', route: SESSION_ROUTES.session, schema: v.looseObject({ xsrfToken: id }) },
  { method: 'POST', route: RESTOCK_ROUTES.restockSignUp, schema: v.looseObject({ message: v.string() }) },
  {
    method: 'GET',
    route: RESTOCK_ROUTES.restockGroups,
    schema: v.looseObject({
      signUpGroups: v.array(
        v.looseObject({ productId: id, variantId: id, productName: v.string(), count, notifiedCount: count }),
      ),
      ...PageSchema,
    }),
  },
  {
    method: 'GET',
    route: RESTOCK_ROUTES.restockSignUps,
    schema: v.looseObject({
      signUps: v.array(v.looseObject({ productId: id, variantId: id })),
      ...PageSchema,
    }),
  },
  {
    method: 'POST',
    route: FORM_ROUTES.formSubmissionKey,
    schema: v.looseObject({ data: v.looseObject({ key: id }) }),
  },
  { method: 'POST', route: FORM_ROUTES.formSubmission, schema: v.looseObject({}) },
  {
    method: 'GET',
    route: FORM_ROUTES.templateSchema,
    schema: v.looseObject({
      form: v.looseObject({
        id,
        fields: v.array(
          v.looseObject({ id, type: v.picklist(FORM_FIELD_TYPES), title: v.optional(v.string()) }),
        ),
      }),
    }),
  },
];

const patterns = RESPONSE_SCHEMAS.map((entry) => ({
  ...entry,
  pattern: new RegExp(`^${entry.route.replace(/\/+$/, '').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
}));

/**
 * Whether an answer has the shape its route promises. Routes without a schema always pass.
 * @param path the request path, without origin or query.
 */
export function isExpectedResponse(method: string, path: string, body: unknown): boolean {
  const upper = method.toUpperCase();
  const entry = patterns.find((candidate) => candidate.method === upper && candidate.pattern.test(path));
  return !entry || v.is(entry.schema, body);
}
