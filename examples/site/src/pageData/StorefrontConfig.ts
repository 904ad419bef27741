/**
 * The drop-in configuration a page carries in its `<script type="application/json"
 * data-storefront-config>` (see the README's Configuration section), complete, so the server
 * pre-renders the widgets under exactly the settings the drop-in will read.
 */
export interface StorefrontConfig {
  /** Origin and path prefix of the API; '' is this origin. */
  apiBase: string;
  /** BCP 47 locale of messages and money. */
  locale: string;
  /** ISO 4217 code of the page's currency. */
  currency: string;
  useCLDRMoneyFormat: boolean;
  isCartPage: boolean;
  isExpressCheckout: boolean;
  hasCustomCart: boolean;
  isInEditorFrame: boolean;
  /** Only on pages that show a captcha (it makes the page load the captcha script). */
  captchaSiteKey?: string;
  restockSuccessText?: string;
}
