import { apiPath } from '../api/apiPath';
import { CART_ROUTES } from '../api/cartRoutes';
import type { ShoppingCartResponse } from '../api/types';
import type { HttpClient } from '../http/createHttpClient';

/**
 * The cart's coupon calls (backend calls beyond the platform's table). Kept out of the cart store,
 * which product pages load before their widgets mount: only the cart page needs them.
 */
export interface CouponApi {
  /** POST a code; an unknown or unusable code comes back in the cart's `invalidCoupons`. */
  apply(code: string): Promise<ShoppingCartResponse>;
  /** DELETE a code. */
  remove(code: string): Promise<ShoppingCartResponse>;
}

/** Creates the coupon calls over an HTTP client. Every failure rejects with an ApiError. */
export function createCouponApi(client: HttpClient): CouponApi {
  return {
    apply: (code) => client.post<ShoppingCartResponse>(CART_ROUTES.cartCoupons, { code }),
    remove: (code) => client.delete<ShoppingCartResponse>(apiPath(CART_ROUTES.cartCoupon, { code })),
  };
}
