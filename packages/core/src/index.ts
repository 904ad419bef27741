/**
 * @storefront-widgets/core — framework-free storefront logic. Every domain is also importable by subpath
 * (`@storefront-widgets/core/money`, `…/cart`, …) so a page pays only for what it uses.
 */
export * from './addToCart/index';
export * from './analytics/index';
export * from './api/index';
export * from './captcha/index';
export * from './cart/index';
export * from './cartPage/index';
export * from './census/index';
export * from './clock/index';
export * from './cookies/index';
export * from './errors/index';
export * from './forms/index';
export * from './http/index';
export * from './installments/index';
export * from './messages/index';
export * from './money/index';
export * from './performance/index';
export * from './restock/index';
export * from './session/index';
export * from './telemetry/index';
export * from './validation/index';
