import type { PluginSamples } from '../PluginSamples';

const usd = (value: string) => ({ value, currency: 'USD' });
const eur = (value: string) => ({ value, currency: 'EUR' });

/** A variant with the fields of spec/platform.md §3 "Variant". */
const variant = (
  id: string,
  attributes: Record<string, string>,
  price: number,
  stock: { qtyInStock?: number; unlimited?: boolean },
  sale?: number,
) => ({
  id,
  sku: `SKU-${id}`,
  attributes,
  optionValues: Object.entries(attributes).map(([optionName, value]) => ({ optionName, value })),
  price,
  priceMoney: usd(String(price)),
  salePrice: sale ?? 0,
  salePriceMoney: usd(String(sale ?? 0)),
  onSale: sale !== undefined,
  unlimited: stock.unlimited ?? false,
  qtyInStock: stock.qtyInStock ?? 0,
});

/** A tee in two sizes and colours: one variant on sale, one sold out, with merchandising. */
const tee = {
  id: 'tee',
  collectionId: 'shop',
  structuredContent: {
    productType: 1,
    variantOptionOrdering: ['Size', 'Color'],
    variants: [
      variant('tee-s', { Size: 'S', Color: 'Black' }, 2500, { qtyInStock: 3 }, 1999),
      variant('tee-m', { Size: 'M', Color: 'Black' }, 2500, { qtyInStock: 0 }),
      variant('tee-l', { Size: 'L', Color: 'White' }, 2800, { qtyInStock: 1 }),
    ],
  },
};

/** Every product type and the subscription plans of platform §3. */
const PRODUCTS = [
  tee,
  {
    id: 'mug',
    structuredContent: {
      productType: 1,
      variants: [variant('mug-1', {}, 1200, { qtyInStock: 0 })],
    },
  },
  {
    id: 'ebook',
    structuredContent: {
      productType: 2,
      priceMoney: eur('900'),
      salePriceMoney: eur('450'),
      onSale: true,
      variants: [],
    },
  },
  {
    id: 'lesson',
    structuredContent: {
      productType: 3,
      useCustomAddButtonText: true,
      customAddButtonText: 'Book "now"',
      additionalFieldsFormId: 'form-1',
      additionalFieldsForm: { fields: [{ type: 'text', title: 'Name' }] },
      variants: [variant('lesson-1', {}, 6000, { unlimited: true })],
    },
  },
  {
    id: 'gift',
    structuredContent: {
      productType: 4,
      variantOptionOrdering: ['Value'],
      variants: [
        variant('gift-25', { Value: '$25' }, 2500, { unlimited: true }),
        variant('gift-50', { Value: '$50' }, 5000, { unlimited: true }),
      ],
    },
  },
  {
    id: 'beans',
    structuredContent: {
      productType: 1,
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 26 },
      productSubscriptionOptions: [{ id: 'opt-1' }],
      variants: [
        {
          ...variant('beans-1', { Size: '250g' }, 1800, { qtyInStock: 40 }),
          pricingOptions: [{ priceMoney: usd('1800'), salePriceMoney: usd('1500'), onSale: true }],
        },
        {
          ...variant('beans-2', { Size: '1kg' }, 5400, { qtyInStock: 12 }),
          pricingOptions: [{ priceMoney: usd('5400'), onSale: false }],
        },
      ],
      variantOptionOrdering: ['Size'],
    },
  },
  {
    id: 'box',
    structuredContent: {
      productType: 1,
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
      variants: [
        {
          ...variant('box-1', {}, 3000, { qtyInStock: 5 }),
          pricingOptions: [{ priceMoney: usd('3000'), onSale: false }],
        },
      ],
    },
  },
  {
    id: 'plan',
    structuredContent: {
      productType: 3,
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 3, unit: 'MONTH' }, numBillingCycles: 5 },
      variants: [variant('plan-1', {}, 9900, { unlimited: true })],
    },
  },
];

/** Arguments and data for the commerce family (plugins/commerce). */
export const COMMERCE_SAMPLES: PluginSamples = {
  formatters: {
    'percentage-format': [[], ['trim']],
    'product-quick-view': [[], ['k'], ['group-1']],
  },
  values: [
    ...PRODUCTS,
    tee.structuredContent.variants[0],
    // A product page: the item with the page's merchandising context and strings around it.
    {
      item: tee,
      productMerchandisingContext: {
        tee: {
          customSoldOutText: 'All gone',
          scarcityEnabled: true,
          scarcityText: 'Only {qtyInStock} left',
          scarcityTemplateViews: [{ attributes: { Size: 'S' }, qtyInStock: 3 }, { qtyInStock: 4 }],
          restockNotificationViews: [{ variantId: 'tee-m', hiddenByDefault: true }],
          restockNotificationMessages: {
            buttonText: 'Notify me',
            CTAText: 'Back soon',
            placeholderText: 'Email',
            mailingListDescription: 'Join our list',
          },
          mailingListSignUpEnabled: true,
          mailingListOptInByDefault: true,
        },
      },
      localizedStrings: { productSoldOutText: 'Sold out', productQuickViewText: 'Peek' },
      website: { captchaSettings: { siteKey: 'site-key' } },
    },
    { entries: [{ quantity: 2 }, { quantity: 1 }], subtotal: usd('6800') },
    { entries: [{ quantity: 60 }, { quantity: 41 }], subtotalCents: 1999, currency: 'EUR' },
    {
      type: 'address',
      rawTitle: 'Address',
      values: {
        Line1: '1 Main St',
        Line2: 'Apt 2',
        City: 'Springfield',
        State: 'IL',
        Zip: '62701',
        Country: 'US',
      },
    },
    { type: 'checkbox', rawTitle: 'Extras', values: ['Gift wrap', 'Card'] },
    { type: 'date', rawTitle: 'Date', values: { Month: '12', Day: '24', Year: '2024' } },
    { type: 'likert', rawTitle: 'Survey', values: { Quality: '2', Price: '-1', Speed: '0' } },
    { type: 'name', rawTitle: 'Name', values: { First: 'Ada', Last: 'Lovelace' } },
    {
      type: 'phone',
      rawTitle: 'Phone',
      values: { Country: '1', Areacode: '555', Prefix: '123', Line: '4567' },
    },
    { type: 'time', rawTitle: 'Time', values: { Hour: '9', Minute: '30', Ampm: 'AM' } },
    { type: 'text', rawTitle: 'Note', value: 'Leave at the door' },
    12.3456,
    '1999',
  ],
};
