import { childOf, isTruthy, toOutput, toText } from '../../values/values';
import { CORE_FORMATTERS } from '../core/coreFormatters';
import { escapeHtmlAttribute } from '../escapeHtml';
import type { FormatFunction } from '../FormatterDefinition';
import type { RenderContext } from '../RenderContext';
import { scopedLookup } from './scopedLookup';

const count = CORE_FORMATTERS.count as FormatFunction;
const json = CORE_FORMATTERS.json as FormatFunction;

/**
 * The label of an item's add-to-cart button: the merchant's custom text when
 * `useCustomAddButtonText` is on, 'Subscribe' for subscriptions, else 'Add To Cart'; the
 * defaults may be localized (`localizedStrings.productSubscribeText`, `productAddToCartText`).
 */
export function addToCartLabel(item: unknown, context: RenderContext): unknown {
  const find = scopedLookup(context, [item]);
  const content = (key: string) => childOf(find('structuredContent'), key);
  const custom = content('customAddButtonText');
  if (isTruthy(content('useCustomAddButtonText')) && isTruthy(custom)) return custom;
  const [localized, fallback] = isTruthy(content('isSubscribable'))
    ? [find('localizedStrings.productSubscribeText'), 'Subscribe']
    : [find('localizedStrings.productAddToCartText'), 'Add To Cart'];
  return isTruthy(localized) ? localized : fallback;
}

/**
 * `add-to-cart-btn`: the platform's add-to-cart button markup for an item, with its label, the
 * product form (`data-form`) when the product has one, and the first subscription option.
 * Escapes every value from data.
 */
export function addToCartButton(item: unknown, context: RenderContext): string {
  const find = scopedLookup(context, [item]);
  const content = (key: string) => childOf(find('structuredContent'), key);
  const attr = (value: unknown) => escapeHtmlAttribute(toOutput(value));
  const form = content('additionalFieldsForm');
  const withForm = isTruthy(content('additionalFieldsFormId')) && isTruthy(form);
  const subscribable = content('isSubscribable');
  const options = content('productSubscriptionOptions');
  const label = escapeHtmlAttribute(toText(addToCartLabel(item, context)));
  return `${'\n'.repeat(13)}<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">
  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ${
    withForm ? 'use-form' : ''
  }" role="button" tabindex="0" data-dynamic-strings data-collection-id="${attr(find('collectionId'))}" data-item-id="${attr(
    find('id'),
  )}" data-product-type="${attr(content('productType'))}" data-use-custom-label="${attr(
    content('useCustomAddButtonText'),
  )}" ${isTruthy(subscribable) ? `data-is-subscription="${attr(subscribable)}" ` : ''}data-original-label="${label}" ${
    withForm ? `data-form="${escapeHtmlAttribute(toText(json(form, [], context)))}"` : ''
  }${
    (count(options, [], context) as number) > 0 && isTruthy(subscribable)
      ? `data-subscription-option-id="${attr(childOf(childOf(options, 0), 'id'))}"`
      : ''
  }>
    <div class="sqs-add-to-cart-button-inner">${label}</div>
  </div>
</div>`;
}
