import {
  isReadError,
  type ParsePropsResult,
  readBooleanData,
  readJsonData,
} from '@storefront-widgets/react/server';
import type { RestockFormProps } from './RestockForm';
import type { RestockMerchandising } from './RestockMerchandising';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseMerchandising(value: unknown): RestockMerchandising | string {
  if (!isRecord(value)) return 'data-merchandising must be a JSON object';
  const merchandising: RestockMerchandising = {};
  for (const key of ['mailingListSignUpEnabled', 'mailingListOptInByDefault'] as const) {
    if (value[key] === undefined) continue;
    if (typeof value[key] !== 'boolean') return `data-merchandising: "${key}" must be true or false`;
    merchandising[key] = value[key];
  }
  const texts = value.restockNotificationMessages;
  if (texts !== undefined) {
    if (!isRecord(texts)) return 'data-merchandising: "restockNotificationMessages" must be an object';
    const out: NonNullable<RestockMerchandising['restockNotificationMessages']> = {};
    for (const key of ['buttonText', 'CTAText', 'placeholderText', 'mailingListDescription'] as const) {
      if (texts[key] === undefined) continue;
      if (typeof texts[key] !== 'string')
        return `data-merchandising: "restockNotificationMessages.${key}" must be a string`;
      out[key] = texts[key];
    }
    merchandising.restockNotificationMessages = out;
  }
  return merchandising;
}

/**
 * Reads a restock form's props from its element: required `data-product-id` and
 * `data-variant-id`; optional `data-merchandising` (JSON of the merchandising context, or a child
 * `<script type="application/json" data-merchandising>`), `data-success-text`, `data-email-label`,
 * `data-language`, `data-is-multilingual-transactional-emails-enabled`, `data-has-translation-widget`.
 */
export function parseProps(element: HTMLElement): ParsePropsResult<RestockFormProps> {
  const { productId, variantId, successText, emailLabel, language } = element.dataset;
  if (!productId) return { ok: false, error: 'missing data-product-id' };
  if (!variantId) return { ok: false, error: 'missing data-variant-id' };
  const props: RestockFormProps = { productId, variantId };
  const merchandisingJson = readJsonData(element, 'merchandising');
  if (isReadError(merchandisingJson)) return { ok: false, error: merchandisingJson.error };
  if (merchandisingJson) {
    const merchandising = parseMerchandising(merchandisingJson.value);
    if (typeof merchandising === 'string') return { ok: false, error: merchandising };
    props.merchandising = merchandising;
  }
  if (successText) props.successText = successText;
  if (emailLabel) props.emailLabel = emailLabel;
  if (language) props.language = language;
  for (const flag of ['isMultilingualTransactionalEmailsEnabled', 'hasTranslationWidget'] as const) {
    const value = readBooleanData(element, flag);
    if (isReadError(value)) return { ok: false, error: value.error };
    if (value !== undefined) props[flag] = value;
  }
  return { ok: true, props };
}
