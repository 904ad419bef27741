import {
  type CurrencyCode,
  createMoney,
  PRODUCT_TYPES,
  type Product,
  type ProductType,
  type ProductVariant,
  type SubscriptionPlan,
} from '@storefront-widgets/core';
import { createVariant } from './createVariant';

/** Inputs of {@link createProduct}; everything but `id` and `name` has a default. */
export interface CreateProductOptions {
  id: string;
  name: string;
  /** @default 1 (physical) */
  productType?: ProductType;
  /** @default 'USD' */
  currency?: CurrencyCode;
  /** @default one variant `${id.toUpperCase()}-1`, 2500 minor units, 10 in stock */
  variants?: ProductVariant[];
  /** @default the attribute names of the first variant */
  variantOptionOrdering?: string[];
  /** @default null */
  additionalFieldsFormId?: string | null;
  /** @default null (not subscribable) */
  subscriptionPlan?: SubscriptionPlan | null;
  /** @default id without the `prod-` prefix */
  urlSlug?: string;
  /** @default '' */
  description?: string;
  /** @default '' (the default label is used) */
  customAddButtonText?: string;
}

/**
 * A product in the wire shape of `GET /api/commerce/products`. `price` is the lowest variant price;
 * gift cards list one denomination per variant.
 */
export function createProduct(options: CreateProductOptions): Product {
  const currency = options.currency ?? 'USD';
  const variants = options.variants ?? [
    createVariant({ sku: `${options.id.replace(/^prod-/, '').toUpperCase()}-1`, currency }),
  ];
  const productType = options.productType ?? PRODUCT_TYPES.physical;
  const lowest = variants.reduce((min, v) => Math.min(min, v.priceCents), Number.POSITIVE_INFINITY);
  const priceCents = Number.isFinite(lowest) ? lowest : 0;
  const onSale = variants.some((v) => v.onSale);
  const lowestSale = variants.reduce(
    (min, v) => Math.min(min, v.onSale ? v.salePriceCents : v.priceCents),
    Number.POSITIVE_INFINITY,
  );
  const customAddButtonText = options.customAddButtonText ?? '';
  return {
    id: options.id,
    name: options.name,
    urlSlug: options.urlSlug ?? options.id.replace(/^prod-/, ''),
    description: options.description ?? '',
    productType,
    currency,
    price: createMoney(priceCents, currency),
    priceMoney: createMoney(priceCents, currency),
    salePriceMoney: createMoney(Number.isFinite(lowestSale) ? lowestSale : priceCents, currency),
    onSale,
    variants,
    variantOptionOrdering: options.variantOptionOrdering ?? Object.keys(variants[0]?.attributes ?? {}),
    additionalFieldsFormId: options.additionalFieldsFormId ?? null,
    isSubscribable: (options.subscriptionPlan ?? null) !== null,
    subscriptionPlan: options.subscriptionPlan ?? null,
    giftCardDenominations: productType === PRODUCT_TYPES.giftCard ? variants.map((v) => v.priceCents) : null,
    useCustomAddButtonText: customAddButtonText !== '',
    customAddButtonText,
    imageUrl: `/images/${options.id}.svg`,
  };
}
