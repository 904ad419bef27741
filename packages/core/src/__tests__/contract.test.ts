import {
  type AddToCartRequest,
  AddToCartRequestSchema,
  API_ROUTES,
  apiPath,
  CART_ROUTES,
  COOKIE_NAMES,
  FORM_FIELD_TYPES,
  isDigitalProductType,
  isProductType,
  PRODUCT_TYPES,
  type RestockSendRequest,
  type RestockSendRequestSchema,
  type RestockSignUpRequest,
  RestockSignUpRequestSchema,
  type SaveFormSubmissionRequest,
  type SaveFormSubmissionRequestSchema,
  type SessionLoginRequest,
  type SessionLoginRequestSchema,
  type SiteUserLocaleRequest,
  type SiteUserLocaleRequestSchema,
  type SubscriptionCartRequest,
  type SubscriptionCartRequestSchema,
  type UpdateAdditionalFieldsRequest,
  type UpdateAdditionalFieldsRequestSchema,
  type UpdateNavigationRequest,
  type UpdateNavigationRequestSchema,
} from '@storefront-widgets/core';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';

describe('the client–server contract (core/api)', () => {
  it('request types the client sends are what the schemas the backend validates with accept', () => {
    expectTypeOf<AddToCartRequest>().toExtend<v.InferInput<typeof AddToCartRequestSchema>>();
    expectTypeOf<SubscriptionCartRequest>().toExtend<v.InferInput<typeof SubscriptionCartRequestSchema>>();
    expectTypeOf<UpdateAdditionalFieldsRequest>().toExtend<
      v.InferInput<typeof UpdateAdditionalFieldsRequestSchema>
    >();
    expectTypeOf<RestockSignUpRequest>().toExtend<v.InferInput<typeof RestockSignUpRequestSchema>>();
    expectTypeOf<RestockSendRequest>().toExtend<v.InferInput<typeof RestockSendRequestSchema>>();
    expectTypeOf<SessionLoginRequest>().toExtend<v.InferInput<typeof SessionLoginRequestSchema>>();
    expectTypeOf<SiteUserLocaleRequest>().toExtend<v.InferInput<typeof SiteUserLocaleRequestSchema>>();
    expectTypeOf<UpdateNavigationRequest>().toExtend<v.InferInput<typeof UpdateNavigationRequestSchema>>();
    expectTypeOf<SaveFormSubmissionRequest>().toExtend<
      v.InferInput<typeof SaveFormSubmissionRequestSchema>
    >();

    const add: AddToCartRequest = { itemId: 'prod-tee', sku: 'TEE-S-BLK', quantity: 2 };
    expect(v.parse(AddToCartRequestSchema, add)).toEqual({ ...add, additionalFields: undefined });
    const signUp: RestockSignUpRequest = {
      productId: 'p',
      variantId: 'v',
      siteVisitorEmail: ' jo@example.com ',
      isJoinMailingList: true,
    };
    expect(v.parse(RestockSignUpRequestSchema, signUp)).toMatchObject({ siteVisitorEmail: 'jo@example.com' });
  });

  it('refuses with the spec wording where the spec words it, else a {field} template', () => {
    const quantity = v.safeParse(AddToCartRequestSchema, { itemId: 'a', sku: 'b', quantity: 1.5 });
    expect(quantity.issues?.[0]?.message).toBe('Quantity must be a whole number');
    const range = v.safeParse(AddToCartRequestSchema, { itemId: 'a', sku: 'b', quantity: 10_000 });
    expect(range.issues?.[0]?.message).toBe('Quantity must be between 1 and 9999.');
    const email = v.safeParse(RestockSignUpRequestSchema, {
      productId: 'p',
      variantId: 'v',
      siteVisitorEmail: '',
    });
    expect(email.issues?.[0]?.message).toBe('Email cannot be blank');
    const itemId = v.safeParse(AddToCartRequestSchema, { itemId: 5, sku: 'b' });
    expect(itemId.issues?.[0]?.message).toBe('"{field}" must be a string.');
  });

  it('fills route parameters, percent-encoded', () => {
    expect(apiPath(CART_ROUTES.cartEntry, { entryId: 'e 1/2' })).toBe(
      '/api/commerce/shopping-cart/entries/e%201%2F2',
    );
    expect(apiPath(API_ROUTES.storeCategories, { websiteId: 'w', collectionId: 'c' })).toBe(
      '/api/content-service/product/1.1/websites/w/products/c/categories',
    );
    // @ts-expect-error a route's parameters are required by name
    apiPath(CART_ROUTES.cartEntry, {});
  });

  it('names product types, field kinds and cookies once, as the spec does', () => {
    expect(PRODUCT_TYPES).toEqual({ physical: 1, digital: 2, service: 3, giftCard: 4, paywall: 5 });
    expect([0, 1, 5, 6, '1'].map(isProductType)).toEqual([false, true, true, false, false]);
    expect([1, 2, 3, 4, 5].map((type) => isDigitalProductType(type as 1))).toEqual([
      false,
      true,
      false,
      true,
      true,
    ]);
    expect(FORM_FIELD_TYPES).toHaveLength(19);
    expect(COOKIE_NAMES).toMatchObject({
      crumb: 'crumb',
      siteUserInfo: 'SiteUserInfo',
      cart: 'CART',
      hasCart: 'hasCart',
    });
  });
});
