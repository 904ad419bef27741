import { toMajorUnits } from './shoppingEventFields';

/** One line of an {@link AnalyticsOrder}; amounts in major units. */
export interface AnalyticsOrderItem {
  sku: string;
  productName: string;
  quantity: number;
  unitPrice: number;
}

/**
 * An order as analytics sees it, amounts in major units of
 * `currency` (`25` for $25.00).
 */
export interface AnalyticsOrder {
  id: string;
  purchasedCartId: string | null;
  /** A test order (the store's test mode): never sent to ad pixels. */
  testMode: boolean;
  websiteId: string | null;
  currency: string;
  items: AnalyticsOrderItem[];
  grandTotal: number;
  shippingTotal: number;
  taxTotal: number;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const MINOR = /^-?\d+$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Major units of a wire amount (`{ decimalValue }` or `{ value }` in minor units), or a message. */
function amount(value: unknown, where: string, currency: string): number | string {
  const problem = `${where} must be money of a supported currency: { "decimalValue": "12.50" } or { "value": "1250" }`;
  if (!isRecord(value)) return problem;
  const { decimalValue, value: minor } = value;
  try {
    const code = String(value.currencyCode ?? value.currency ?? currency);
    toMajorUnits(0, code); // Refuses a currency the store does not support.
    if (typeof decimalValue === 'string' && DECIMAL.test(decimalValue)) return Number(decimalValue);
    if ((typeof minor === 'string' || typeof minor === 'number') && MINOR.test(String(minor)))
      return toMajorUnits(Number(minor), code);
  } catch {
    // An unsupported currency: the problem below.
  }
  return problem;
}

/**
 * Reads the order a purchase is tracked with (the drop-in's `order` configuration) in the shape
 * of the platform: id, purchasedCartId, testMode, websiteId, items (sku, productName, quantity,
 * unitPrice), grandTotal, shippingTotal and taxTotal, each amount with decimalValue or value.
 * The currency is the grand total's, else `currency`.
 * @returns the order, or what is wrong with it.
 */
export function parseAnalyticsOrder(value: unknown, currency: string): AnalyticsOrder | string {
  if (!isRecord(value)) return 'order must be an object';
  const { id, items } = value;
  if (typeof id !== 'string' || !id) return 'order.id must be a non-empty string';
  if (!Array.isArray(items)) return 'order.items must be a list';
  const total = isRecord(value.grandTotal) ? value.grandTotal : {};
  const code = String(total.currencyCode ?? total.currency ?? currency).toUpperCase();
  const totals: number[] = [];
  for (const key of ['grandTotal', 'shippingTotal', 'taxTotal'] as const) {
    const parsed =
      value[key] === undefined && key !== 'grandTotal' ? 0 : amount(value[key], `order.${key}`, code);
    if (typeof parsed === 'string') return parsed;
    totals.push(parsed);
  }
  const lines: AnalyticsOrderItem[] = [];
  for (const [index, item] of items.entries()) {
    const where = `order.items[${index}]`;
    if (!isRecord(item) || typeof item.sku !== 'string' || !item.sku) return `${where}.sku must be a string`;
    const { quantity } = item;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
      return `${where}.quantity must be a whole number of 1 or more`;
    const unitPrice = amount(item.unitPrice, `${where}.unitPrice`, code);
    if (typeof unitPrice === 'string') return unitPrice;
    const productName = typeof item.productName === 'string' ? item.productName : '';
    lines.push({ sku: item.sku, productName, quantity, unitPrice });
  }
  const [grandTotal = 0, shippingTotal = 0, taxTotal = 0] = totals;
  return {
    id,
    purchasedCartId: typeof value.purchasedCartId === 'string' ? value.purchasedCartId : null,
    testMode: value.testMode === true,
    websiteId: typeof value.websiteId === 'string' ? value.websiteId : null,
    currency: code,
    items: lines,
    grandTotal,
    shippingTotal,
    taxTotal,
  };
}
