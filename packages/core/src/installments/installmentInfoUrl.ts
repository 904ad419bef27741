/**
 * Default address of the installment info page. The platform leaves it unnamed ("its address is not
 * shown"), so it is a template with `{locale}` (e.g. `en-US`, `fr-CA`) and
 * `{brand}` (`afterpay` / `clearpay`) placeholders the host can override.
 */
export const DEFAULT_INSTALLMENT_INFO_URL = 'https://static.afterpay.com/modal/{locale}.html';

/** Fills the info page template for a locale and brand. */
export function installmentInfoUrl(template: string, locale: string, brand: string): string {
  return template
    .replaceAll('{locale}', encodeURIComponent(locale))
    .replaceAll('{brand}', encodeURIComponent(brand.toLowerCase()));
}
