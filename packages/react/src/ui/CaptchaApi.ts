// The captcha library's interface lives in core, shared with the framework-free renderer of
// @storefront-widgets/platform/captcha.
export type { CaptchaApi, CaptchaRenderOptions } from '@storefront-widgets/core/captcha';
