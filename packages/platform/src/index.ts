/**
 * @storefront-widgets/platform — the site owner's utilities, the catalogues of codes and the helpers that
 * templates and widgets share. Every domain is also importable by subpath
 * (`@storefront-widgets/platform/colors`, …) so a page pays only for what it uses. React helpers are only
 * at `@storefront-widgets/platform/react`, so this entry never imports React.
 */
export * from './captcha/index';
export * from './cartIndicator/index';
export * from './catalogues/index';
export * from './colors/index';
export * from './dom/index';
export * from './fetchState/index';
export * from './files/index';
export * from './gallery/index';
export * from './headerFooter/index';
export * from './i18n/index';
export * from './images/index';
export * from './languages/index';
export * from './layout/index';
export * from './places/index';
export * from './preferences/index';
export * from './scroll/index';
export * from './session/index';
export * from './store/index';
export * from './subscriptions/index';
export * from './units/index';
export * from './urls/index';
export * from './validation/index';
