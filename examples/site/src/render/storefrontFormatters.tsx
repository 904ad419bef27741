import { AddToCartButton, parseProps as readAddToCart } from '@storefront-widgets/add-to-cart-button';
import { computeInstallments, formatMoney, type InstallmentContext } from '@storefront-widgets/core';
import type { EmbedConfig } from '@storefront-widgets/embed';
import { InstallmentPill, parseProps as readInstallmentPill } from '@storefront-widgets/installment-pill';
import { RestockForm, parseProps as readRestockForm } from '@storefront-widgets/restock-form';
import { argumentValue, type FormatterTable, type RenderContext } from '@storefront-widgets/template';
import type { PlatformMerchandising } from '../pageData/toMerchandisingContext';
import type { PlatformItem, PlatformVariant } from '../pageData/toPlatformItem';
import { type PrerenderResult, prerenderWidget } from './prerenderWidget';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a template value is a product item (it has `structuredContent.variants`). */
const isItem = (value: unknown): value is PlatformItem =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  isRecord(value.structuredContent) &&
  Array.isArray(value.structuredContent.variants);

/** The price a variant sells at now, in minor units. */
const currentPrice = (variant: PlatformVariant) =>
  Number((variant.onSale ? variant.salePriceMoney : variant.priceMoney).value);

/** The add-to-cart block's `data-product` (the data-* reference of the template authors' guide) for a platform item. */
export function addToCartProduct(item: PlatformItem) {
  const content = item.structuredContent;
  return {
    id: item.id,
    name: item.title,
    productType: content.productType,
    variantOptionOrdering: content.variantOptionOrdering,
    additionalFieldsFormId: content.additionalFieldsFormId,
    isSubscribable: content.isSubscribable,
    useCustomAddButtonText: content.useCustomAddButtonText,
    customAddButtonText: content.customAddButtonText,
    variants: content.variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      attributes: variant.attributes,
      unlimited: variant.unlimited,
      qtyInStock: variant.qtyInStock,
      priceCents: currentPrice(variant),
      ...(variant.onSale ? { compareAtPriceCents: Number(variant.priceMoney.value) } : {}),
      ...(variant.mainImage ? { imageUrl: variant.mainImage.assetUrl } : {}),
    })),
  };
}

/** The page's drop-in configuration (`storefrontConfig` of the page JSON). */
const configOf = (context: RenderContext) => context.resolve('storefrontConfig') as EmbedConfig;

/** A pre-rendered block as the formatter's output; a refused one is reported at the tag. */
function output(result: PrerenderResult, context: RenderContext): string {
  if (result.error) context.error(result.error);
  return result.html;
}

/** Formatter work on an item; anything else is reported and writes nothing. */
const onItem =
  (name: string, format: (item: PlatformItem, args: readonly string[], context: RenderContext) => string) =>
  (value: unknown, args: readonly string[], context: RenderContext) => {
    if (isItem(value)) return format(value, args, context);
    context.error(`${name} needs a product item (with structuredContent.variants)`);
    return '';
  };

/**
 * The site's formatters, added to the engine's own through its plugin interface (PLUGINS.md).
 * The `storefront-*` block formatters are the drop-in's counterparts of the platform's
 * `add-to-cart-btn` and `product-restock-notification`: each writes the element the drop-in mounts
 * (its `data-*` attributes from the page JSON) with the widget's own markup inside, rendered by the
 * widget package from what its reader makes of those attributes ({@link prerenderWidget}).
 */
export const STOREFRONT_FORMATTERS: FormatterTable = {
  /**
   * `{item|storefront-add-to-cart IMAGE PRICE}`: the add-to-cart block (options, quantity, button)
   * for a product item; IMAGE selects the main image the colour choice switches, PRICE the price
   * element that follows the chosen variant (both optional).
   */
  'storefront-add-to-cart': onItem('storefront-add-to-cart', (item, args, context) =>
    output(
      prerenderWidget({
        widget: 'add-to-cart',
        className: 'sf-add-to-cart',
        data: {
          ...(args[0] ? { imageSelector: args[0] } : {}),
          ...(args[1] ? { priceSelector: args[1] } : {}),
          product: JSON.stringify(addToCartProduct(item)),
        },
        parseProps: readAddToCart,
        render: (props) => <AddToCartButton {...props} />,
        config: configOf(context),
        idPrefix: `sf-atc-${item.id}-`,
      }),
      context,
    ),
  ),
  /**
   * `{item|storefront-restock-form variantId}`: the back-in-stock form of one variant (the
   * argument is looked up in the current scope, e.g. a `restockNotificationViews` entry), with the
   * product's restock settings from `productMerchandisingContext`. With a second argument
   * `follow`, the form starts hidden and follows the variant the shopper chooses in the product's
   * add-to-cart block, showing while that variant is sold out (`data-follow-variant`).
   */
  'storefront-restock-form': onItem('storefront-restock-form', (item, args, context) => {
    const variantId = args[0] === undefined ? undefined : argumentValue(args[0], context);
    const follows = args[1] === 'follow';
    const merchandising = context.resolve(['productMerchandisingContext', item.id]) as
      | PlatformMerchandising
      | undefined;
    return output(
      prerenderWidget({
        widget: 'restock-form',
        data: {
          productId: item.id,
          variantId: typeof variantId === 'string' ? variantId : '',
          ...(follows ? { followVariant: '' } : {}),
          ...(merchandising
            ? {
                merchandising: JSON.stringify({
                  mailingListSignUpEnabled: merchandising.mailingListSignUpEnabled,
                  mailingListOptInByDefault: merchandising.mailingListOptInByDefault,
                  restockNotificationMessages: merchandising.restockNotificationMessages,
                }),
              }
            : {}),
        },
        parseProps: readRestockForm,
        // A following form renders nothing until a sold-out variant is chosen, as the widget does.
        render: (props) => (follows ? null : <RestockForm {...props} />),
        config: configOf(context),
        idPrefix: `sf-restock-${item.id}-${follows ? 'chosen' : String(variantId)}-`,
        hidden: follows,
      }),
      context,
    );
  }),
  /**
   * `{item|storefront-installment-pill}`: the installment pill for the item's first variant, from
   * the page's `installmentContext`, or nothing where the product does not qualify (storefront §3:
   * only physical products priced in the store's currency).
   */
  'storefront-installment-pill': onItem('storefront-installment-pill', (item, _args, context) => {
    const variant = item.structuredContent.variants[0];
    const installmentContext = context.resolve('installmentContext') as InstallmentContext | undefined;
    const storeCurrency = context.resolve('websiteSettings.storeSettings.selectedCurrency');
    if (!variant || !installmentContext || variant.priceMoney.currency !== storeCurrency) return '';
    const price = currentPrice(variant);
    const input = {
      productType: item.structuredContent.productType,
      priceMinorUnits: price,
      currency: variant.priceMoney.currency,
      context: installmentContext,
    };
    if (!computeInstallments(input).isEligible) return '';
    const infoUrlTemplate = context.resolve('installmentInfoUrlTemplate');
    return output(
      prerenderWidget({
        widget: 'installment-pill',
        className: 'sf-installment-slot',
        data: {
          productType: String(input.productType),
          price: String(price),
          currency: input.currency,
          ...(typeof infoUrlTemplate === 'string' ? { infoUrlTemplate } : {}),
          installmentContext: JSON.stringify(installmentContext),
        },
        parseProps: readInstallmentPill,
        render: (props) => <InstallmentPill {...props} />,
        config: configOf(context),
        idPrefix: `sf-installment-${item.id}-`,
      }),
      context,
    );
  }),
  /**
   * `{money|storefront-money}`: a Money (`value` in minor units, `currency`) as the widgets write
   * it (core's `formatMoney`, with the website's `useCLDRMoneyFormat`), so the cart page and the
   * cart pill agree.
   */
  'storefront-money': (value, _args, context) => {
    if (!isRecord(value) || typeof value.currency !== 'string' || !/^-?\d+$/.test(String(value.value))) {
      context.error('storefront-money needs a Money ({value: minor units, currency})');
      return '';
    }
    return formatMoney(String(value.value), value.currency, {
      locale: context.locale,
      useCLDRMoneyFormat: context.resolve('website.useCLDRMoneyFormat') === true,
    });
  },
};
