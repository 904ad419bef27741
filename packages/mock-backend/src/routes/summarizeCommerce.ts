import {
  type AnalyticsCommerce,
  type AnalyticsTopProduct,
  getCurrency,
  SHOPPING_EVENT_SCHEMAS,
  type StoredRecord,
} from '@storefront-widgets/core';

/** Products listed in each top list. */
export const TOP_PRODUCTS = 5;

/** A shopping event's content, as the event service stored it. */
type Content = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The top `TOP_PRODUCTS` of `products` by `key`, largest first (then by title), none at 0. */
function top(products: Iterable<AnalyticsTopProduct>, key: 'revenueCents' | 'unitsAdded') {
  return [...products]
    .filter((product) => product[key] > 0)
    .sort((a, b) => b[key] - a[key] || a.title.localeCompare(b.title))
    .slice(0, TOP_PRODUCTS);
}

/**
 * The owner's commerce figures from the shopping events (`commerce_product_view`,
 * `commerce_add_to_cart`, `commerce_purchase`) among `records`. Events carry prices and totals in
 * major units; each is rounded to the store currency's minor units before adding, so no sum
 * drifts. A product's revenue is what the adds to a cart that was then purchased (same
 * `cart_id`, in the store's currency) came to: the purchase event names the order, not its lines.
 * @param currency The store's currency (ISO 4217); amounts in another are counted, not converted.
 */
export function summarizeCommerce(records: readonly StoredRecord[], currency: string): AnalyticsCommerce {
  const scale = 10 ** getCurrency(currency).fractionDigits;
  const cents = (major: number) => Math.round(major * scale);
  const figures = {
    productViews: 0,
    addsToCart: 0,
    unitsAdded: 0,
    purchases: 0,
    revenueCents: 0,
    otherCurrencyPurchases: 0,
  };
  const sessions = new Set<string>();
  const purchasingSessions = new Set<string>();
  const purchasedCarts = new Set<string>();
  const products = new Map<string, AnalyticsTopProduct>();
  const adds: { cartId: string; itemId: string; cents: number }[] = [];

  for (const record of records) {
    if (record.kind !== 'analytics') continue;
    const content = (record.payload as { eventContent?: Content }).eventContent ?? {};
    const session = text(content.session_id);
    const inStoreCurrency = content.currency_code === currency;
    switch (record.name) {
      case SHOPPING_EVENT_SCHEMAS.productView:
        figures.productViews += 1;
        break;
      case SHOPPING_EVENT_SCHEMAS.addToCart: {
        figures.addsToCart += 1;
        const units = Math.max(1, Math.trunc(amount(content.item_quantity) ?? 1));
        figures.unitsAdded += units;
        const itemId = text(content.item_id);
        if (!itemId) break;
        const product = products.get(itemId) ?? {
          itemId,
          title: text(content.item_title) ?? itemId,
          revenueCents: 0,
          unitsAdded: 0,
        };
        product.unitsAdded += units;
        products.set(itemId, product);
        const price = amount(content.item_price);
        const cartId = text(content.cart_id);
        if (inStoreCurrency && price !== null && cartId)
          adds.push({ cartId, itemId, cents: cents(price) * units });
        break;
      }
      case SHOPPING_EVENT_SCHEMAS.purchase: {
        figures.purchases += 1;
        if (session) purchasingSessions.add(session);
        if (!inStoreCurrency) {
          figures.otherCurrencyPurchases += 1;
          break;
        }
        figures.revenueCents += cents(amount(content.cart_value) ?? 0);
        const cartId = text(content.cart_id);
        if (cartId) purchasedCarts.add(cartId);
        break;
      }
      default:
        continue;
    }
    if (session) sessions.add(session);
  }
  for (const add of adds) {
    const product = products.get(add.itemId);
    if (product && purchasedCarts.has(add.cartId)) product.revenueCents += add.cents;
  }
  return {
    currency,
    ...figures,
    sessions: sessions.size,
    purchasingSessions: purchasingSessions.size,
    conversionRate: sessions.size === 0 ? null : purchasingSessions.size / sessions.size,
    topByRevenue: top(products.values(), 'revenueCents'),
    topByAdds: top(products.values(), 'unitsAdded'),
  };
}
