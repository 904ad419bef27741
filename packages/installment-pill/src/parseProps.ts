import { type InstallmentContext, isProductType } from '@storefront-widgets/core';
import { isReadError, type ParsePropsResult, readJsonData } from '@storefront-widgets/react/server';
import type { InstallmentPillProps } from './InstallmentPill';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isLimit = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value)) ||
  (isRecord(value) && (typeof value.value === 'string' || typeof value.decimalValue === 'string'));

function parseContext(value: unknown): InstallmentContext | string {
  if (!isRecord(value)) return 'data-installment-context must be a JSON object';
  const { afterPayAvailable, afterPayMin, afterPayMax, shopperLanguage, stripeAccountCountry } = value;
  if (typeof afterPayAvailable !== 'boolean')
    return 'data-installment-context: "afterPayAvailable" must be true or false';
  if (!isLimit(afterPayMin))
    return 'data-installment-context: "afterPayMin" must be Money or integer minor units';
  if (!isLimit(afterPayMax))
    return 'data-installment-context: "afterPayMax" must be Money or integer minor units';
  if (typeof stripeAccountCountry !== 'string')
    return 'data-installment-context: "stripeAccountCountry" must be a string';
  return {
    afterPayAvailable,
    afterPayMin: afterPayMin as InstallmentContext['afterPayMin'],
    afterPayMax: afterPayMax as InstallmentContext['afterPayMax'],
    shopperLanguage: typeof shopperLanguage === 'string' ? shopperLanguage : 'en',
    stripeAccountCountry,
  };
}

/**
 * Reads an installment pill's props from its element: `data-product-type` (1–4),
 * `data-price` (integer minor units), optional `data-currency`, `data-installment-context`
 * (JSON, or a child `<script type="application/json" data-installment-context>`; absent hides
 * the pill) and `data-info-url-template`.
 */
export function parseProps(element: HTMLElement): ParsePropsResult<InstallmentPillProps> {
  const { productType, price, currency, infoUrlTemplate } = element.dataset;
  const type = Number(productType);
  if (!productType || !isProductType(type)) {
    return {
      ok: false,
      error: 'data-product-type must be 1 (physical), 2 (digital), 3 (service), 4 (gift card) or 5',
    };
  }
  const minor = Number(price);
  if (!price || !Number.isInteger(minor) || minor < 0) {
    return { ok: false, error: 'data-price must be the price in integer minor units, e.g. 2500 for $25.00' };
  }
  if (currency !== undefined && !/^[A-Z]{3}$/.test(currency)) {
    return { ok: false, error: `data-currency must be an ISO 4217 code such as USD, got "${currency}"` };
  }
  const json = readJsonData(element, 'installmentContext');
  if (isReadError(json)) return { ok: false, error: json.error };
  let context: InstallmentContext | null = null;
  if (json) {
    const parsed = parseContext(json.value);
    if (typeof parsed === 'string') return { ok: false, error: parsed };
    context = parsed;
  }
  return {
    ok: true,
    props: {
      productType: type,
      priceMinorUnits: minor,
      context,
      ...(currency ? { currency } : {}),
      ...(infoUrlTemplate ? { infoUrlTemplate } : {}),
    },
  };
}
