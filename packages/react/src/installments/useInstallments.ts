import {
  computeInstallments,
  createInstallmentInfoPage,
  DEFAULT_INSTALLMENT_INFO_URL,
  type InstallmentInfoPageState,
  type InstallmentInput,
  type InstallmentView,
  installmentInfoUrl,
} from '@storefront-widgets/core';
import { useStorefront } from '../context/useStorefront';
import { useController } from '../store/useController';

/** Options of {@link useInstallments}. */
export interface UseInstallmentsOptions
  extends Pick<InstallmentInput, 'productType' | 'priceMinorUnits' | 'context' | 'count'> {
  /** ISO 4217 code of the price. @default the provider's currency */
  currency?: string;
  /** Info page address with `{locale}` and `{brand}` placeholders. @default DEFAULT_INSTALLMENT_INFO_URL */
  infoUrlTemplate?: string;
  /** Loads the info page's HTML. @default fetch(url), refusing an answer other than 2xx */
  loadPage?: (url: string) => Promise<string>;
}

/** What {@link useInstallments} returns. */
export type UseInstallmentsResult = InstallmentView & {
  /** The info page's address when eligible, '' otherwise. */
  infoUrl: string;
  /** The info page's load (core's `createInstallmentInfoPage`): `status` and, once loaded, its `html`. */
  infoPage: InstallmentInfoPageState;
  /** Loads the info page unless it is loaded or on its way (call it as the dialog opens); a failure is only logged, and the next call tries again. */
  openInfoPage(): void;
};

/**
 * The installment offer for a price: whether the product qualifies, the in- or out-of-range
 * wording ('or 4 interest-free payments of $6.25 with Afterpay'), the brand and the info page's
 * address, by core's `computeInstallments` with the provider's messages, currency and money
 * format. Follows the price it is given: pass the selection's (`useProductSelection().priceCents`).
 * `openInfoPage()` loads the info page for a dialog of your own (`infoPage.html` once loaded; core's
 * `parseInfoPage` turns it into safe nodes). The headless half of `<InstallmentPill>`.
 * @example
 * const { priceCents } = useProductSelection(product);
 * const offer = useInstallments({ productType: product.productType, priceMinorUnits: priceCents ?? 0, context });
 * {offer.isEligible && <p>{offer.message} <a href={offer.infoUrl}>Learn more</a></p>}
 */
export function useInstallments(options: UseInstallmentsOptions): UseInstallmentsResult {
  const { messages, currency, settings } = useStorefront();
  const view = computeInstallments({
    productType: options.productType,
    priceMinorUnits: options.priceMinorUnits,
    currency: options.currency ?? currency,
    context: options.context,
    ...(options.count === undefined ? {} : { count: options.count }),
    useCLDRMoneyFormat: settings.useCLDRMoneyFormat ?? false,
    messages,
  });
  const infoUrl = view.isEligible
    ? installmentInfoUrl(options.infoUrlTemplate ?? DEFAULT_INSTALLMENT_INFO_URL, view.locale, view.brand)
    : '';
  const [infoPage, page] = useController(createInstallmentInfoPage, {
    url: infoUrl,
    ...(options.loadPage ? { load: options.loadPage } : {}),
  });
  return { ...view, infoUrl, infoPage, openInfoPage: page.open };
}
