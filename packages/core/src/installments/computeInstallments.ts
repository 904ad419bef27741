import { PRODUCT_TYPES, type ProductType } from '../api/productTypes';
import { COMPILED_EN_INSTALLMENTS } from '../messages/compiled.en.installments';
import { getDefaultMessagesFor, type Messages } from '../messages/createMessages';
import { formatMoney } from '../money/formatMoney';
import { parseMoney, type WireMoney } from '../money/parseMoney';
import { getInstallmentLocale, type InstallmentBrand } from './installmentLocale';
import { DEFAULT_INSTALLMENT_COUNT, splitInstallments } from './splitInstallments';

/** Installment context per item. Limits are Money or integer minor units. */
export interface InstallmentContext {
  afterPayAvailable: boolean;
  afterPayMin: WireMoney | number;
  afterPayMax: WireMoney | number;
  shopperLanguage: string;
  stripeAccountCountry: string;
}

/** Input of {@link computeInstallments}. */
export interface InstallmentInput {
  productType: ProductType;
  /** Price in minor units. */
  priceMinorUnits: number;
  /** ISO 4217 code of the price. */
  currency: string;
  context: InstallmentContext | null | undefined;
  /** @default 4 */
  count?: number;
  /** Site setting passed to formatMoney. @default false */
  useCLDRMoneyFormat?: boolean;
  /** Formatter; defaults to the catalogue of the installment locale. */
  messages?: Messages;
}

/** What the installment pill shows. */
export type InstallmentView =
  | { isEligible: false }
  | {
      isEligible: true;
      isInRange: boolean;
      locale: string;
      brand: InstallmentBrand;
      /** The pill text: the payments line in range, else the out-of-range wording. */
      message: string;
      /** Exact payments in minor units (sum = price); empty when out of range. */
      payments: number[];
    };

function toMinor(limit: WireMoney | number): number {
  return typeof limit === 'number' ? limit : parseMoney(limit).minorUnits;
}

/** True when the pill may show: a physical product with an available context in a supported locale. */
export function isInstallmentEligible(
  productType: ProductType,
  context: InstallmentContext | null | undefined,
): boolean {
  return (
    productType === PRODUCT_TYPES.physical &&
    context != null &&
    context.afterPayAvailable &&
    getInstallmentLocale(context.stripeAccountCountry, context.shopperLanguage) !== null
  );
}

/**
 * Installment pill state: out of range when the price is not above the minimum
 * ('available for orders over {amount}') or above the maximum ('available for orders up to
 * {amount}'); otherwise 4 exact interest-free payments.
 */
export function computeInstallments(input: InstallmentInput): InstallmentView {
  const { context, priceMinorUnits, currency, count = DEFAULT_INSTALLMENT_COUNT } = input;
  if (!context || !isInstallmentEligible(input.productType, context)) return { isEligible: false };
  const localeInfo = getInstallmentLocale(context.stripeAccountCountry, context.shopperLanguage);
  if (!localeInfo) return { isEligible: false };
  const { locale, brand } = localeInfo;
  const messages = input.messages ?? getDefaultMessagesFor(COMPILED_EN_INSTALLMENTS);
  const money = (minor: number) =>
    formatMoney(minor, currency, { locale, useCLDRMoneyFormat: input.useCLDRMoneyFormat ?? false });
  const min = toMinor(context.afterPayMin);
  const max = toMinor(context.afterPayMax);
  if (priceMinorUnits <= min) {
    return {
      isEligible: true,
      isInRange: false,
      locale,
      brand,
      payments: [],
      message: messages.format('installments.over', { amount: money(min) }),
    };
  }
  if (priceMinorUnits > max) {
    return {
      isEligible: true,
      isInRange: false,
      locale,
      brand,
      payments: [],
      message: messages.format('installments.upTo', { amount: money(max) }),
    };
  }
  const payments = splitInstallments(priceMinorUnits, count);
  // The line names the regular payment; any remainder unit sits on the first payments.
  const regular = payments[payments.length - 1] ?? 0;
  return {
    isEligible: true,
    isInRange: true,
    locale,
    brand,
    payments,
    message: messages.format('installments.payments', { count, amount: money(regular), brand }),
  };
}
