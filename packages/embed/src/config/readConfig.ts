/** Page-level settings of the drop-in, read once at start. */
export interface EmbedConfig {
  /** Origin and path prefix of the API. @default '' (same origin) */
  apiBase: string;
  /** BCP 47 locale for messages and money. @default 'en-US' */
  locale: string;
  /** ISO 4217 code of the store's currency. @default 'USD' */
  currency: string;
  /** Whether the website opted into CLDR money formatting. @default false */
  useCLDRMoneyFormat: boolean;
  /** The page is the cart page (the pill hides there). @default false */
  isCartPage: boolean;
  /** Express checkout is on: add-to-cart goes straight to checkout. @default false */
  isExpressCheckout: boolean;
  /** The site has a custom cart (the pill hides). @default false */
  hasCustomCart: boolean;
  /** The page runs inside the site editor frame. @default false */
  isInEditorFrame: boolean;
  /** Captcha site key; captchas render only when set. */
  captchaSiteKey?: string;
  /** Store's custom restock success text. */
  restockSuccessText?: string;
  /**
   * The signed-in site user's XSRF token, sent as `X-SiteUser-XSRF-Token` on the calls that
   * change what the user owns (the owner's restock sends). Written into the page by the server
   * for the signed-in user only; absent for visitors.
   */
  siteUserXsrfToken?: string;
}

export const DEFAULT_CONFIG: EmbedConfig = {
  apiBase: '',
  locale: 'en-US',
  currency: 'USD',
  useCLDRMoneyFormat: false,
  isCartPage: false,
  isExpressCheckout: false,
  hasCustomCart: false,
  isInEditorFrame: false,
};

const BOOLEAN_KEYS = [
  'useCLDRMoneyFormat',
  'isCartPage',
  'isExpressCheckout',
  'hasCustomCart',
  'isInEditorFrame',
] as const;
const STRING_KEYS = [
  'apiBase',
  'locale',
  'currency',
  'captchaSiteKey',
  'restockSuccessText',
  'siteUserXsrfToken',
] as const;

/** The result of reading the configuration: what was usable, and one message per rejected value. */
export interface ReadConfigResult {
  config: EmbedConfig;
  errors: string[];
}

/**
 * Reads the drop-in's configuration from a `<script type="application/json" data-storefront-config>`
 * element and from `data-*` attributes on the `<script data-storefront>` tag (the tag wins).
 * A bad value is reported and replaced by its default; it never stops the widgets.
 */
export function readConfig(doc: Document): ReadConfigResult {
  const errors: string[] = [];
  const raw: Record<string, unknown> = {};
  const jsonElement = doc.querySelector('script[data-storefront-config]');
  if (jsonElement) {
    try {
      const parsed: unknown = JSON.parse(jsonElement.textContent ?? '');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) Object.assign(raw, parsed);
      else errors.push('the data-storefront-config script must hold a JSON object');
    } catch (error) {
      errors.push(`the data-storefront-config script is not valid JSON (${(error as Error).message})`);
    }
  }
  const tag = doc.querySelector<HTMLScriptElement>('script[data-storefront]');
  if (tag) {
    for (const key of [...STRING_KEYS, ...BOOLEAN_KEYS]) {
      const attribute = tag.dataset[key];
      if (attribute !== undefined) raw[key] = attribute;
    }
  }
  const config: EmbedConfig = { ...DEFAULT_CONFIG };
  for (const key of STRING_KEYS) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof value === 'string') config[key] = value;
    else errors.push(`config "${key}" must be a string`);
  }
  for (const key of BOOLEAN_KEYS) {
    const value = raw[key];
    if (value === undefined) continue;
    if (value === true || value === 'true' || value === '') config[key] = true;
    else if (value === false || value === 'false') config[key] = false;
    else errors.push(`config "${key}" must be true or false`);
  }
  if (!/^[A-Z]{3}$/.test(config.currency)) {
    errors.push(`config "currency" must be an ISO 4217 code such as USD, got "${config.currency}"`);
    config.currency = DEFAULT_CONFIG.currency;
  }
  // `en_US` is not a BCP 47 tag: Intl would throw on it later, when a widget formats a plural.
  try {
    Intl.getCanonicalLocales(config.locale);
  } catch {
    errors.push(`config "locale" must be a BCP 47 language tag such as en-US, got "${config.locale}"`);
    config.locale = DEFAULT_CONFIG.locale;
  }
  config.apiBase = config.apiBase.replace(/\/+$/, '');
  return { config, errors };
}
