import { PRODUCT_TYPES, type Product } from '@storefront-widgets/core';
import { createProduct } from './createProduct';
import { createVariant } from './createVariant';

/**
 * Stable ids of the seeded products, so pages, stories and tests can name them.
 * Each one exists for a reason listed next to it.
 */
export const PRODUCT_IDS = {
  /** Physical, Size × Color; TEE-M-BLK out of stock, TEE-L-BLK low stock (2). USD. */
  tee: 'prod-tee',
  /** Physical, unlimited stock, on sale. EUR. */
  poster: 'prod-poster',
  /** Digital, unlimited. USD. */
  ebook: 'prod-ebook',
  /** Service. USD. */
  consultation: 'prod-consultation',
  /** Gift card with 25/50/100 USD denominations. */
  giftCard: 'prod-gift-card',
  /** Physical subscription, monthly. USD. */
  coffeeSubscription: 'prod-coffee-subscription',
  /** Physical with an additional-fields form (`form-engraving`), 50 in stock. USD. */
  engravedMug: 'prod-engraved-mug',
  /** Physical, every variant at 0 stock. USD. */
  soldOutVinyl: 'prod-sold-out-vinyl',
  /** Physical, 20 in stock. JPY (0 fraction digits). */
  teaSet: 'prod-tea-set',
} as const;

const SIZES = ['S', 'M', 'L'] as const;
const COLORS = ['Black', 'White'] as const;
/** Stock per tee variant: M/Black is out of stock, L/Black is low. */
const TEE_STOCK: Record<string, number> = {
  'S-Black': 10,
  'M-Black': 0,
  'L-Black': 2,
  'S-White': 25,
  'M-White': 25,
  'L-White': 25,
};

/**
 * The seeded catalogue: one product for every case the widgets must handle.
 * Fresh objects on every call, safe to mutate.
 */
export function createCatalogue(): Product[] {
  return [
    createProduct({
      id: PRODUCT_IDS.tee,
      name: 'Classic Tee',
      description: 'Heavyweight cotton tee in two colors.',
      variantOptionOrdering: ['Size', 'Color'],
      variants: COLORS.flatMap((color) =>
        SIZES.map((size) =>
          createVariant({
            sku: `TEE-${size}-${color === 'Black' ? 'BLK' : 'WHT'}`,
            priceCents: 2500,
            attributes: { Size: size, Color: color },
            optionOrdering: ['Size', 'Color'],
            qtyInStock: TEE_STOCK[`${size}-${color}`] ?? 0,
          }),
        ),
      ),
    }),
    createProduct({
      id: PRODUCT_IDS.poster,
      name: 'Art Print',
      currency: 'EUR',
      description: 'Giclée print, printed to order.',
      variants: [
        createVariant({
          sku: 'POSTER-A3',
          priceCents: 1800,
          salePriceCents: 1500,
          currency: 'EUR',
          unlimited: true,
        }),
      ],
    }),
    createProduct({
      id: PRODUCT_IDS.ebook,
      name: 'Field Guide (eBook)',
      productType: PRODUCT_TYPES.digital,
      description: 'A downloadable PDF.',
      variants: [createVariant({ sku: 'EBOOK-PDF', priceCents: 1200, unlimited: true })],
    }),
    createProduct({
      id: PRODUCT_IDS.consultation,
      name: 'Design Consultation',
      productType: PRODUCT_TYPES.service,
      description: 'One hour with a designer.',
      variants: [createVariant({ sku: 'CONSULT-1H', priceCents: 15000, unlimited: true })],
    }),
    createProduct({
      id: PRODUCT_IDS.giftCard,
      name: 'Gift Card',
      productType: PRODUCT_TYPES.giftCard,
      description: 'Choose an amount.',
      variantOptionOrdering: ['Amount'],
      variants: [2500, 5000, 10000].map((cents) =>
        createVariant({
          sku: `GIFT-${cents / 100}`,
          priceCents: cents,
          attributes: { Amount: `$${cents / 100}` },
          unlimited: true,
        }),
      ),
    }),
    createProduct({
      id: PRODUCT_IDS.coffeeSubscription,
      name: 'Coffee Subscription',
      description: 'A bag of beans every month.',
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
      variants: [createVariant({ sku: 'COFFEE-MONTHLY', priceCents: 1800, unlimited: true })],
    }),
    createProduct({
      id: PRODUCT_IDS.engravedMug,
      name: 'Engraved Mug',
      description: 'Tell us what to engrave.',
      additionalFieldsFormId: 'form-engraving',
      variants: [createVariant({ sku: 'MUG-ENGRAVED', priceCents: 2200, qtyInStock: 50 })],
    }),
    createProduct({
      id: PRODUCT_IDS.soldOutVinyl,
      name: 'Limited Edition Vinyl',
      description: 'Pressed once. Gone.',
      variants: [createVariant({ sku: 'VINYL-LTD', priceCents: 3500, qtyInStock: 0 })],
    }),
    createProduct({
      id: PRODUCT_IDS.teaSet,
      name: 'Matcha Tea Set',
      currency: 'JPY',
      description: 'Whisk, bowl and scoop.',
      variants: [createVariant({ sku: 'TEA-SET', priceCents: 4800, currency: 'JPY', qtyInStock: 20 })],
    }),
  ];
}
