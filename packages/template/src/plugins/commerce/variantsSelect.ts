import { ProductType } from '@storefront-widgets/platform/catalogues';
import { childOf, isTruthy, toOutput, toText } from '../../values/values';
import { CORE_FORMATTERS } from '../core/coreFormatters';
import { escapeHtmlAttribute } from '../escapeHtml';
import type { FormatFunction } from '../FormatterDefinition';
import { productType, variantOptions } from '../productRules';
import type { RenderContext } from '../RenderContext';
import { fillMessage } from './fillMessage';
import { scopedLookup } from './scopedLookup';

const json = CORE_FORMATTERS.json as FormatFunction;

/**
 * The texts of an option's select: 'Select {variantName}' and the option's
 * name, or for gift cards, whose one option is always called Value, 'Select Value' and 'Value';
 * each may be localized.
 */
export function variantSelectTexts(item: unknown, context: RenderContext) {
  const find = scopedLookup(context, [item]);
  const giftCard = productType(item) === ProductType.GIFT_CARD;
  const localized = (key: string, fallback: string) => toText(find(`localizedStrings.${key}`)) || fallback;
  return {
    select: giftCard
      ? localized('giftCardVariantSelectText', 'Select Value')
      : localized('productVariantSelectText', 'Select {variantName}'),
    display: giftCard ? localized('giftCardValueDisplayText', 'Value') : '{name}',
  };
}

/**
 * `variants-select`: for a product with more than one variant, a select (and radio buttons) per
 * option in `variantOptionOrdering` with its distinct values; the variants and the subscription
 * plan as JSON for the platform's script. Nothing for a product without options. Escapes data.
 */
export function variantsSelect(item: unknown, context: RenderContext): string | undefined {
  const options = variantOptions(item);
  if (!options.length) return undefined;
  const content = childOf(item, 'structuredContent');
  const texts = variantSelectTexts(item, context);
  const e = (value: unknown) => escapeHtmlAttribute(toOutput(value));
  const asJson = (value: unknown) => e(json(value, [], context));
  // The platform's markup starts with the white space of its own template's variable lines.
  let out = `${'\n  '.repeat(4)}\n\n  <div class="product-variants" data-item-id="${e(childOf(item, 'id'))}" data-variants="${asJson(childOf(content, 'variants'))}"${
    isTruthy(childOf(content, 'isSubscribable'))
      ? ` data-is-subscribable="true" data-subscription-plan="${asJson(childOf(content, 'subscriptionPlan'))}"`
      : ''
  } data-animation-role="content">`;
  for (const { name, values } of options) {
    const n = e(name);
    const select = e(fillMessage(texts.select, { variantName: name }));
    out += `
    <div class="variant-option">
    <div class="variant-option-title">${e(fillMessage(texts.display, { name }))}: </div>
    <div class="variant-select-wrapper">
      <select aria-label="${select}" data-variant-option-name="${n}">
        <option value="">${select}</option>
        ${values.map((value) => `<option value="${e(value)}">${e(value)}</option>`).join('')}
      </select>
    </div>
    <div class="variant-radiobtn-wrapper" data-variant-option-name="${n}">${values
      .map(
        (value) => `
      <input type="radio" class="variant-radiobtn" value="${e(value)}" name="variant-option-${n}" id="variant-option-${n}-${e(value)}"/>
      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="variant-option-${n}-${e(value)}">${e(value)}</label>`,
      )
      .join('')}
    </div>
    </div>`;
  }
  return `${out}
  </div>
`;
}
