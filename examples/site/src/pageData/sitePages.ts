import {
  type FormDefinition,
  formatMoney,
  type InstallmentContext,
  type Product,
  type ShoppingCart,
} from '@storefront-widgets/core';
import type { EmbedConfig, TelemetryConfigJson } from '@storefront-widgets/embed';
import { escapeHtml } from '@storefront-widgets/template';
import { isVariantSoldOut, toMerchandisingContext } from './toMerchandisingContext';
import { toPlatformCart } from './toPlatformCart';
import { SHOP_COLLECTION, toPlatformItem } from './toPlatformItem';

/** The part of `GET /api/website` the pages use. */
export interface WebsiteSettings {
  websiteId: string;
  timeZone: string;
  currency: string;
  captchaSettings: { siteKey: string };
  restockSuccessText: string | null;
  storeSettings: { multipleQuantityAllowedForServices: boolean };
}

/** The site's own settings, which the reference backend does not hold. */
export const SITE = {
  siteTitle: 'Example Store',
  locale: 'en-US',
  /** Prices in the locale's currency format (`$25.00`, `¥4,800`), by the engine and the widgets alike. */
  useCLDRMoneyFormat: true,
  /** The site template's id, in legacy events. */
  templateId: 'example-store',
} as const;

/** The header's links (spec/platform.md §3 "Navigation item"). */
export const NAVIGATION = [
  { title: 'Shop', fullUrl: '/' },
  { title: 'Restock', fullUrl: '/restock' },
  { title: 'Contact', fullUrl: '/contact' },
  { title: 'Newsletter', fullUrl: '/newsletter' },
  { title: 'Cart', fullUrl: '/cart' },
];

/** The site's pages besides the products, listed on the home page. */
export const SITE_PAGES = [
  { title: 'Cart', fullUrl: '/cart' },
  { title: 'Back-in-stock sign-up', fullUrl: '/restock' },
  { title: 'Contact us (every field kind)', fullUrl: '/contact' },
  { title: 'Newsletter', fullUrl: '/newsletter' },
  { title: 'Request a quote (captcha, redirect)', fullUrl: '/quote' },
  { title: 'Test form: 401', fullUrl: '/forms/status/401' },
  { title: 'Test form: 404', fullUrl: '/forms/status/404' },
  { title: 'Test form: 429', fullUrl: '/forms/status/429' },
  { title: 'Test form: 500', fullUrl: '/forms/status/500' },
  { title: 'Store owner sign-in (analytics, restock sign-ups)', fullUrl: '/owner/sign-in' },
];

/**
 * The store's installment context (storefront §3): a US merchant offering Afterpay on orders
 * over $20.00 and up to $2,000.00. The reference backend has no payments provider, so the site
 * supplies it, as a platform page would from its payment settings.
 */
export const INSTALLMENT_CONTEXT: InstallmentContext = {
  afterPayAvailable: true,
  afterPayMin: 2000,
  afterPayMax: 200000,
  shopperLanguage: 'en',
  stripeAccountCountry: 'US',
};

/**
 * Where the installment info modal's page is. The spec leaves the address unnamed and the example
 * site has no outside network, so it serves one small static page per locale itself.
 */
export const INSTALLMENT_INFO_URL_TEMPLATE = '/installments/{locale}.html';

/** What a page's drop-in configuration depends on. */
interface ConfigOptions {
  /** The page shows a captcha (the page then loads the captcha script). @default false */
  captcha?: boolean;
  currency?: string;
  isCartPage?: boolean;
}

/** A page's JSON: what its template renders and what `?format=json` answers. */
export type PageJson = Record<string, unknown> & { storefrontConfig: EmbedConfig & TelemetryConfigJson };

/** The JSON every page has: the website, its settings, the navigation and the drop-in configuration. */
function basePage(site: WebsiteSettings, options: ConfigOptions = {}): PageJson {
  const captchaSiteKey = options.captcha ? site.captchaSettings.siteKey : '';
  return {
    website: {
      id: site.websiteId,
      siteTitle: SITE.siteTitle,
      timeZone: site.timeZone,
      useCLDRMoneyFormat: SITE.useCLDRMoneyFormat,
      captchaSettings: site.captchaSettings,
    },
    websiteSettings: { storeSettings: { ...site.storeSettings, selectedCurrency: site.currency } },
    navigation: NAVIGATION,
    storefrontConfig: {
      apiBase: '',
      locale: SITE.locale,
      currency: options.currency ?? site.currency,
      useCLDRMoneyFormat: SITE.useCLDRMoneyFormat,
      isCartPage: options.isCartPage ?? false,
      isExpressCheckout: false,
      hasCustomCart: false,
      isInEditorFrame: false,
      ...(captchaSiteKey ? { captchaSiteKey } : {}),
      ...(site.restockSuccessText ? { restockSuccessText: site.restockSuccessText } : {}),
      // Telemetry: the website and template every analytics, shopping and legacy event names.
      websiteId: site.websiteId,
      templateId: SITE.templateId,
    },
  };
}

/** Paragraphs of plain text as a collection description (HTML, as the platform stores it). */
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

/** A plain page: a title and a description (`collection`). */
const plainCollection = (title: string, lines: string[] = []) => ({
  title,
  typeName: 'page',
  description: paragraphs(lines),
});

/** The home page (home.jsont): every product of the shop, then the other pages. */
export const homePage = (site: WebsiteSettings, products: Product[]): PageJson => ({
  ...basePage(site),
  collection: SHOP_COLLECTION,
  items: products.map(toPlatformItem),
  sitePages: SITE_PAGES,
});

/**
 * A product page (product.jsont): the item with its merchandising context and the installment
 * settings. Only a page with a sold-out variant shows a captcha (its restock forms).
 */
export const productPage = (site: WebsiteSettings, product: Product): PageJson => {
  const base = basePage(site, {
    currency: product.currency,
    captcha: product.variants.some(isVariantSoldOut),
  });
  return {
    ...base,
    // What the page shows, for census hits and shopping events.
    storefrontConfig: {
      ...base.storefrontConfig,
      pageId: SHOP_COLLECTION.id,
      itemId: product.id,
      recordType: 'product',
      collectionId: SHOP_COLLECTION.id,
    },
    collection: SHOP_COLLECTION,
    item: toPlatformItem(product),
    productMerchandisingContext: toMerchandisingContext([product]),
    installmentContext: INSTALLMENT_CONTEXT,
    installmentInfoUrlTemplate: INSTALLMENT_INFO_URL_TEMPLATE,
  };
};

/** /restock (restock.jsont): the products with a sold-out variant, each variant with its form. */
export const restockPage = (site: WebsiteSettings, products: Product[]): PageJson => {
  const soldOut = products.filter((product) => product.variants.some(isVariantSoldOut));
  return {
    ...basePage(site, { captcha: true }),
    collection: plainCollection('Back in stock', [
      'These items are sold out. Leave your email and we will tell you when they are back.',
    ]),
    items: soldOut.map(toPlatformItem),
    productMerchandisingContext: toMerchandisingContext(soldOut),
  };
};

/**
 * The store's minimum order subtotal for checkout, in minor units per cart currency (the example
 * store asks $15.00 of a USD cart, nothing of the others).
 */
export const CHECKOUT_MINIMUM_CENTS: Readonly<Record<string, number>> = { USD: 1500 };

/**
 * /cart (cart.jsont): the visitor's cart, as the platform's `cart` (the read-only table shown until
 * the cart widget mounts, and to visitors without scripts) and as the cart widget's snapshot
 * (`storefrontCart`, the API's cart) with the checkout minimum; the pill hides there.
 */
export const cartPage = (site: WebsiteSettings, cart: ShoppingCart): PageJson => ({
  ...basePage(site, { isCartPage: true }),
  collection: plainCollection('Cart'),
  cart: toPlatformCart(cart),
  storefrontCart: cart,
  checkoutMinimumCents: CHECKOUT_MINIMUM_CENTS[cart.currency] ?? 0,
});

/** A page with one site form (form.jsont); the captcha script only when the form has a captcha. */
export const formPage = (
  site: WebsiteSettings,
  { title, intro, form }: { title: string; intro: string; form: FormDefinition },
): PageJson => ({
  ...basePage(site, { captcha: form.captcha.enabled }),
  collection: plainCollection(title, [intro]),
  form,
});

/** A page with a heading and a few lines (info.jsont), e.g. the stand-ins for checkout. */
export const infoPage = (site: WebsiteSettings, title: string, lines: string[]): PageJson => ({
  ...basePage(site),
  collection: plainCollection(title, lines),
});

/**
 * The checkout stand-in (/checkout): the platform's checkout is not part of the example store, so
 * the page offers to place a test order instead. The link is marked for a legacy event
 * (`data-storefront-record-event`), which the drop-in records when it is clicked.
 */
export const checkoutPage = (site: WebsiteSettings): PageJson => ({
  ...basePage(site),
  collection: {
    title: 'Checkout',
    typeName: 'page',
    description: [
      paragraphs(['The store takes no payments: place a test order to see the order confirmation.']),
      '<p><a href="/checkout/order-confirmed" data-storefront-record-event="placeTestOrder">Place a test order</a></p>',
    ].join('\n'),
  },
});

/**
 * The order-confirmed stand-in (/checkout/order-confirmed): the visitor's cart as a test order
 * (storefront §3 "Order (analytics)", `testMode`: ad pixels never count it), carried in the drop-in's
 * `order` configuration so its purchase is tracked, once per order. The cart is left as it was.
 */
export const orderConfirmedPage = (site: WebsiteSettings, cart: ShoppingCart): PageJson => {
  const base = basePage(site);
  if (cart.entries.length === 0)
    return {
      ...base,
      collection: plainCollection('Order confirmed', ['Your cart is empty: there is no order.']),
    };
  const money = (cents: number) => ({ value: String(cents), currency: cart.currency });
  const order = {
    id: `test-order-${cart.id}`,
    purchasedCartId: cart.id,
    testMode: true,
    websiteId: site.websiteId,
    items: cart.entries.map((entry) => ({
      sku: entry.chosenVariant.sku,
      productName: entry.title,
      quantity: entry.quantity,
      unitPrice: money(entry.purchasePriceCents),
    })),
    grandTotal: money(cart.grandTotalCents),
    shippingTotal: money(cart.shippingCostCents),
    taxTotal: money(cart.taxCents),
  };
  return {
    ...base,
    storefrontConfig: { ...base.storefrontConfig, order },
    collection: plainCollection('Order confirmed', [
      `Test order ${order.id}: ${cart.totalQuantity} items, ${formatMoney(cart.grandTotalCents, cart.currency)}.`,
      'This was a test: nothing was charged and nothing will be shipped.',
    ]),
  };
};
