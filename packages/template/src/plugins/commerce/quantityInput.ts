import { isTruthy, toOutput } from '../../values/values';
import { escapeHtmlAttribute } from '../escapeHtml';
import { showsQuantityInput } from '../productRules';
import type { RenderContext } from '../RenderContext';
import { scopedLookup } from './scopedLookup';

/**
 * `quantity-input`: the platform's quantity field (integer, 1 to 9999, step 1,
 * initial 1) when the product may be bought several at a time, else nothing. The label is
 * 'Quantity' unless `localizedStrings.productQuantityInputLabel` says otherwise. Escapes it.
 */
export function quantityInput(item: unknown, context: RenderContext): string | undefined {
  const find = scopedLookup(context, [item]);
  if (!showsQuantityInput(item, find('websiteSettings'))) return undefined;
  const localized = find('localizedStrings.productQuantityInputLabel');
  const label = isTruthy(localized) ? escapeHtmlAttribute(toOutput(localized)) : 'Quantity';
  return `


<div class="product-quantity-input" data-item-id="${escapeHtmlAttribute(toOutput(find('id')))}" data-animation-role="content">
  <div class="quantity-label">${label}:</div>
  <input aria-label="${label}" size="4" max="9999" min="1" value="1" type="number" step="1"></input>
</div>`;
}
