import type { Money, Product, ProductType, ProductVariant, SubscriptionPlan } from '@storefront-widgets/core';
import { escapeHtml } from '@storefront-widgets/template';

/** The store's product collection: every product page lives under it. */
export const SHOP_COLLECTION = {
  id: 'shop',
  title: 'Shop',
  urlId: 'shop',
  fullUrl: '/',
  /** Collection type name of a store page (what `{.collectionTypeNameEquals? products}` tests). */
  typeName: 'products',
} as const;

/** Record type of a store item (spec/platform.md §3 "Record types": store item 11). */
const STORE_ITEM = 11;

/** A variant as the platform's item JSON carries it (spec/platform.md §3 "Variant"). */
export interface PlatformVariant {
  id: string;
  sku: string;
  /** Minor units. */
  price: number;
  /** Minor units. */
  salePrice: number;
  priceMoney: Money;
  salePriceMoney: Money;
  onSale: boolean;
  unlimited: boolean;
  qtyInStock: number;
  /** Option name → value. */
  attributes: Record<string, string>;
  /** The values in `variantOptionOrdering` order, as `variant-descriptor` reads them. */
  optionValues: Array<{ optionName: string; value: string }>;
  /** The variant's own picture (colour variants), which the add-to-cart block switches to. */
  mainImage?: { assetUrl: string };
}

/** A product item as a platform page's JSON carries it (spec/platform.md §3 "Product item"). */
export interface PlatformItem {
  id: string;
  collectionId: string;
  recordType: number;
  title: string;
  urlId: string;
  fullUrl: string;
  assetUrl: string;
  /** The description as the item's HTML body. */
  body: string;
  structuredContent: {
    productType: ProductType;
    variants: PlatformVariant[];
    variantOptionOrdering: string[];
    priceMoney: Money;
    salePriceMoney: Money;
    onSale: boolean;
    isSubscribable: boolean;
    subscriptionPlan: SubscriptionPlan | null;
    additionalFieldsFormId: string | null;
    useCustomAddButtonText: boolean;
    customAddButtonText: string;
  };
}

/** The picture of one colour of a product, which the site draws (see productImage.ts). */
const variantImage = (product: Product, variant: ProductVariant) =>
  variant.attributes.Color
    ? { mainImage: { assetUrl: `/images/${product.id}--${variant.attributes.Color}.svg` } }
    : {};

/**
 * A product of the reference backend (`GET /api/commerce/products`) as the platform's item JSON:
 * title and body, and the commerce fields under `structuredContent`, which the template engine's
 * commerce formatters and predicates read.
 */
export function toPlatformItem(product: Product): PlatformItem {
  return {
    id: product.id,
    collectionId: SHOP_COLLECTION.id,
    recordType: STORE_ITEM,
    title: product.name,
    urlId: product.urlSlug,
    fullUrl: `/products/${product.urlSlug}`,
    assetUrl: product.imageUrl,
    body: product.description ? `<p>${escapeHtml(product.description)}</p>` : '',
    structuredContent: {
      productType: product.productType,
      variants: product.variants.map((variant) => ({
        id: variant.id,
        sku: variant.sku,
        price: variant.priceCents,
        salePrice: variant.salePriceCents,
        priceMoney: variant.priceMoney,
        salePriceMoney: variant.salePriceMoney,
        onSale: variant.onSale,
        unlimited: variant.unlimited,
        qtyInStock: variant.qtyInStock,
        attributes: variant.attributes,
        optionValues: product.variantOptionOrdering
          .filter((name) => variant.attributes[name] !== undefined)
          .map((name) => ({ optionName: name, value: variant.attributes[name] ?? '' })),
        ...variantImage(product, variant),
      })),
      variantOptionOrdering: product.variantOptionOrdering,
      priceMoney: product.priceMoney,
      salePriceMoney: product.salePriceMoney,
      onSale: product.onSale,
      isSubscribable: product.isSubscribable,
      subscriptionPlan: product.subscriptionPlan,
      additionalFieldsFormId: product.additionalFieldsFormId,
      useCustomAddButtonText: product.useCustomAddButtonText,
      customAddButtonText: product.customAddButtonText,
    },
  };
}
