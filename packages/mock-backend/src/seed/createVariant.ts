import { type CurrencyCode, createMoney, type ProductVariant } from '@storefront-widgets/core';

/** Inputs of {@link createVariant}; everything but `sku` has a default. */
export interface CreateVariantOptions {
  sku: string;
  /** @default `var-${sku.toLowerCase()}` */
  id?: string;
  /** Unit price in minor units. @default 2500 */
  priceCents?: number;
  /** Sale price in minor units; setting it marks the variant on sale. */
  salePriceCents?: number;
  /** @default 'USD' */
  currency?: CurrencyCode;
  /** @default {} */
  attributes?: Record<string, string>;
  /** Option names in display order, used to build `optionValues`. @default Object.keys(attributes) */
  optionOrdering?: string[];
  /** @default false */
  unlimited?: boolean;
  /** @default 10 */
  qtyInStock?: number;
}

/** A variant in the wire shape of `GET /api/commerce/products`. */
export function createVariant(options: CreateVariantOptions): ProductVariant {
  const currency = options.currency ?? 'USD';
  const priceCents = options.priceCents ?? 2500;
  const onSale = options.salePriceCents !== undefined;
  const salePriceCents = options.salePriceCents ?? priceCents;
  const attributes = options.attributes ?? {};
  const ordering = options.optionOrdering ?? Object.keys(attributes);
  return {
    id: options.id ?? `var-${options.sku.toLowerCase()}`,
    sku: options.sku,
    priceCents,
    salePriceCents,
    onSale,
    price: createMoney(priceCents, currency),
    priceMoney: createMoney(priceCents, currency),
    salePriceMoney: createMoney(salePriceCents, currency),
    attributes,
    optionValues: ordering.map((name) => attributes[name] ?? ''),
    unlimited: options.unlimited ?? false,
    qtyInStock: options.qtyInStock ?? 10,
  };
}
