import { childOf, isTruthy, toOutput, toText } from '../../values/values';
import { escapeHtmlAttribute } from '../escapeHtml';
import type { RenderContext } from '../RenderContext';
import { scopedLookup } from './scopedLookup';

/**
 * The item's merchandising settings (the platform's product merchandising
 * context, per product id): `productMerchandisingContext[item.id]`; `undefined` when the page has no
 * merchandising context at all, `null`-ish `settings` when it has none for this product.
 */
export function merchandisingOf(item: unknown, context: RenderContext): { settings: unknown } | undefined {
  const all = scopedLookup(context, [item])('productMerchandisingContext');
  return all === undefined ? undefined : { settings: childOf(all, toText(childOf(item, 'id'))) };
}

/**
 * `product-restock-notification`: one back-in-stock form per view the merchandising context
 * provides (`restockNotificationViews`, each `{variantId, hiddenByDefault}`), with its messages,
 * the mailing-list checkbox when sign-up is enabled, and a captcha slot when the site has a
 * captcha key (`website.captchaSettings.siteKey`). Nothing without views. Escapes data.
 */
export function restockNotification(item: unknown, context: RenderContext): string {
  const settings = merchandisingOf(item, context)?.settings;
  const field = (key: string) => childOf(settings, key);
  // The platform renders its form template over this object, inside the item's scope.
  const scope = {
    product: item,
    views: field('restockNotificationViews'),
    messages: field('restockNotificationMessages'),
    mailingListSignUpEnabled: field('mailingListSignUpEnabled'),
    mailingListOptInByDefault: field('mailingListOptInByDefault'),
    captchaSiteKey: childOf(childOf(scopedLookup(context, [item])('website'), 'captchaSettings'), 'siteKey'),
  };
  const outer = scopedLookup(context, [scope, item]);
  const text = (key: string) => escapeHtmlAttribute(toOutput(outer(`messages.${key}`)));
  let out = '\n'.repeat(6);
  for (const view of Array.isArray(scope.views) ? scope.views : []) {
    const find = scopedLookup(context, [view, scope, item]);
    out += `
<div class="product-restock-notification" data-product-id="${escapeHtmlAttribute(
      toOutput(outer('product.id')),
    )}" data-variant-id="${escapeHtmlAttribute(toOutput(find('variantId')))}"${isTruthy(find('hiddenByDefault')) ? ' hidden' : ''}>
  <span class="product-restock-cta">${text('CTAText')}</span>
  <form class="product-restock-form" action="#">
    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="${text('placeholderText')}">
    <input class="sqs-editable-button" type="submit" value="${text('buttonText')}">
  </form>
${
  isTruthy(find('mailingListSignUpEnabled'))
    ? `  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"${
        isTruthy(find('mailingListOptInByDefault')) ? ' checked' : ''
      }>${text('mailingListDescription')}</label>`
    : ''
}
${isTruthy(find('captchaSiteKey')) ? '  <div class="captcha-container"></div>' : ''}
</div>
`;
  }
  return out;
}
