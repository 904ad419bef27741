import type { StorefrontSettings } from './StorefrontContext';

/**
 * The provider settings a page's configuration implies (the drop-in's `data-storefront-config`,
 * or any object with those keys): the flags as they are, the captcha site key and the restock
 * success text only when set. The drop-in mounts every widget under these settings, and a server
 * that pre-renders widgets uses the same function, so both render alike.
 */
export function settingsFromConfig(config: StorefrontSettings): StorefrontSettings {
  return {
    isCartPage: config.isCartPage ?? false,
    isExpressCheckout: config.isExpressCheckout ?? false,
    hasCustomCart: config.hasCustomCart ?? false,
    useCLDRMoneyFormat: config.useCLDRMoneyFormat ?? false,
    ...(config.captchaSiteKey ? { captchaSiteKey: config.captchaSiteKey } : {}),
    ...(config.captchaType ? { captchaType: config.captchaType } : {}),
    ...(config.restockSuccessText ? { restockSuccessText: config.restockSuccessText } : {}),
  };
}
