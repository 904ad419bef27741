import { childOf, descend, isRecord, toNumber, toText } from '../../values/values';
import { escapeHtml, escapeHtmlAttribute } from '../escapeHtml';
import type { FormatterTable } from '../FormatterDefinition';
import { fractionDigits } from '../money/fractionDigits';
import { readMoney } from '../money/readMoney';
import { isOnSale, isSoldOut } from '../productRules';
import type { RenderContext } from '../RenderContext';
import { addToCartButton } from './addToCartButton';
import { formatAmount } from './formatAmount';
import { moneyHtml } from './moneyHtml';
import { productPrice, subscriptionPrice } from './productPrice';
import { amountOf, fromPrice, normalPrice, salePrice, toDecimal } from './productPrices';
import { productScarcity } from './productScarcity';
import { quantityInput } from './quantityInput';
import { regionCurrency } from './regionCurrency';
import { restockNotification } from './restockNotification';
import { summaryFormField } from './summaryFormField';
import { variantsSelect } from './variantsSelect';

/** The cart link: always /cart. */
const CART_URL = '/cart';

/** Cart quantities above this show as '100+'. */
const CART_QUANTITY_CAP = 100;

/** A localized string of the page, as text. */
const localized = (context: RenderContext, value: unknown, key: string) =>
  toText(context.resolve(['localizedStrings', key], value));

/**
 * The commerce family: product prices, status, options, quantity,
 * add-to-cart, restock and scarcity markup, the cart and form summaries. The value is the item
 * (or cart, or form field). Money values are decimal strings of minor units. Every formatter that
 * writes markup escapes the data in it.
 */
export const COMMERCE_FORMATTERS: FormatterTable = {
  /** The platform's add-to-cart button for the item, labelled 'Add To Cart', 'Subscribe' or the custom text. */
  'add-to-cart-btn': (value, _args, context) => addToCartButton(value, context),
  /**
   * Minor units in the currency of the locale's region (`1234` → `$12.34` in en-US); a Money
   * (either form) in its own currency.
   */
  'bookkeeper-money-format': (value, _args, context) => {
    const read = isRecord(value) ? readMoney(value) : undefined;
    const money = read && /^[A-Z]{3}$/.test(read.currency) ? read : undefined;
    const currency = money?.currency ?? regionCurrency(context.locale);
    const shift = fractionDigits(currency);
    return formatAmount(money?.minor ?? toDecimal(value), context.locale, {
      shift,
      currency,
      minimumDigits: shift,
      maximumDigits: shift,
    });
  },
  /** The cart's item count in `<span class="sqs-cart-quantity">`, '100+' above 100. */
  'cart-quantity': (value) => {
    const entries = childOf(value, 'entries');
    let count = 0;
    for (const entry of Array.isArray(entries) ? entries : []) count += toNumber(childOf(entry, 'quantity'));
    return `<span class="sqs-cart-quantity">${count > CART_QUANTITY_CAP ? `${CART_QUANTITY_CAP}+` : count}</span>`;
  },
  /** The cart's subtotal (`subtotal` Money, or `subtotalCents` in `currency`) in `<span class="sqs-cart-subtotal">`. */
  'cart-subtotal': (value, _args, context) => {
    const subtotal = childOf(value, 'subtotal');
    const money = isRecord(subtotal)
      ? subtotal
      : { value: childOf(value, 'subtotalCents'), currency: childOf(value, 'currency') ?? 'USD' };
    return `<span class="sqs-cart-subtotal">${moneyHtml(money, context, value)}</span>`;
  },
  /** '/cart'. */
  'cart-url': () => CART_URL,
  /** Minor units of the lowest current price over the variants. */
  'from-price': (value) => amountOf(fromPrice(value)),
  /** Minor units of the highest regular price over the variants. */
  'normal-price': (value) => amountOf(normalPrice(value)),
  /** A number with 2 to 3 decimals (`trim`: 0 to 3) in the locale's format. */
  'percentage-format': (value, args, context) =>
    formatAmount(toDecimal(value), context.locale, {
      shift: 0,
      minimumDigits: args.includes('trim') ? 0 : 2,
      maximumDigits: 3,
    }),
  /** Variant selects, quantity input and add-to-cart button together. */
  'product-checkout': (value, _args, context) =>
    (variantsSelect(value, context) ?? '') +
    (quantityInput(value, context) ?? '') +
    addToCartButton(value, context),
  /** The price block: 'from' price, sale and original price, or price; subscription wording. */
  'product-price': (value, _args, context) => productPrice(value, context),
  /** The price block of a subscription's pricing options. */
  'subscription-price': (value, _args, context) => subscriptionPrice(value, context),
  /** `|product-quick-view group`: the quick-view button; `group` is the item's or the page's value of that name, else the text itself. */
  'product-quick-view': (value, args, context) => {
    let group = args[0] ?? '';
    const found = context.resolve([group], value);
    if (found !== undefined) group = toText(found);
    const text = context.resolve(['localizedStrings', 'productQuickViewText'], value);
    return `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${escapeHtmlAttribute(
      toText(childOf(value, 'id')),
    )}" data-group="${escapeHtmlAttribute(group)}">${text === undefined ? 'Quick View' : escapeHtml(toText(text))}</span>`;
  },
  /** Back-in-stock forms from the merchandising context (nothing without it). */
  'product-restock-notification': (value, _args, context) => restockNotification(value, context),
  /** Scarcity messages when the merchandising context enables them. */
  'product-scarcity': (value, _args, context) => productScarcity(value, context),
  /** 'sold out' (or the merchant's text) or 'sale' in `<div class="product-mark …">`; sold out wins. */
  'product-status': (value, _args, context) => {
    const id = toText(childOf(value, 'id'));
    const merchandising = context.resolve('productMerchandisingContext', value);
    const custom = id ? toText(descend(merchandising, [id, 'customSoldOutText'])) : '';
    if (isSoldOut(value)) {
      const text = custom || localized(context, value, 'productSoldOutText') || 'sold out';
      return `<div class="product-mark sold-out">${escapeHtmlAttribute(text)}</div>`;
    }
    if (isOnSale(value)) {
      return `<div class="product-mark sale">${escapeHtmlAttribute(localized(context, value, 'productSaleText') || 'sale')}</div>`;
    }
    return undefined;
  },
  /** The quantity field, where the product may be bought several at a time. */
  'quantity-input': (value, _args, context) => quantityInput(value, context),
  /** Minor units of the lowest sale price among the variants on sale. */
  'sale-price': (value) => amountOf(salePrice(value)),
  /** One answer of a product form with its title; 'N/A' when empty. */
  'summary-form-field': (value, _args, context) => summaryFormField(value, context),
  /** A variant's option values joined by ' / ' (`S / Black`). */
  'variant-descriptor': (value) => {
    const options = childOf(value, 'optionValues');
    return (Array.isArray(options) ? options : [])
      .map((option) => toText(childOf(option, 'value')))
      .join(' / ');
  },
  /** A select per variant option, for products with more than one variant. */
  'variants-select': (value, _args, context) => variantsSelect(value, context),
};
