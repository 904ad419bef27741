import { childOf, isTruthy, toOutput, toText } from '../../values/values';
import { CORE_FORMATTERS } from '../core/coreFormatters';
import { escapeHtmlAttribute } from '../escapeHtml';
import type { FormatFunction } from '../FormatterDefinition';
import type { RenderContext } from '../RenderContext';
import { toBoolean } from '../toBoolean';
import { fillMessage } from './fillMessage';
import { merchandisingOf } from './restockNotification';
import { scopedLookup } from './scopedLookup';

const json = CORE_FORMATTERS.json as FormatFunction;

/**
 * `product-scarcity`: the merchant's scarcity text (`{qtyInStock}` filled in) once per view the
 * merchandising context provides; views for one variant (`attributes`) start hidden. Only when
 * the context has the product and `scarcityEnabled` is on; otherwise the
 * value passes unchanged. Escapes data.
 */
export function productScarcity(item: unknown, context: RenderContext): unknown {
  const settings = merchandisingOf(item, context)?.settings;
  if (!toBoolean(childOf(settings, 'scarcityEnabled'))) return item;
  const scope = {
    scarcityTemplateViews: childOf(settings, 'scarcityTemplateViews'),
    scarcityText: childOf(settings, 'scarcityText'),
    scarcityShownByDefault: childOf(settings, 'scarcityShownByDefault'),
  };
  let out = '';
  const views = scope.scarcityTemplateViews;
  for (const view of Array.isArray(views) ? views : []) {
    const find = scopedLookup(context, [view, scope, item]);
    const attributes = find('attributes');
    const text = fillMessage(toText(find('scarcityText')), { qtyInStock: find('qtyInStock') });
    out += `
  <div class="product-scarcity"${
    isTruthy(attributes)
      ? ` data-variant-attributes="${escapeHtmlAttribute(toOutput(json(attributes, [], context)))}" hidden`
      : ''
  }>
    ${escapeHtmlAttribute(text)}
  </div>
`;
  }
  return out;
}
