// The library interface, the size rule and execute are core's, shared with <Captcha> of
// @storefront-widgets/react; the script loader and the framework-free renderer are here.
export {
  CAPTCHA_NOT_SET_UP,
  type CaptchaApi,
  type CaptchaRenderOptions,
  COMPACT_CAPTCHA_WIDTH,
  captchaSize,
  executeCaptcha,
} from '@storefront-widgets/core/captcha';
export {
  DEFAULT_CAPTCHA_SCRIPT_SRC,
  type LoadCaptchaScriptOptions,
  loadCaptchaScript,
} from './loadCaptchaScript';
export { type RenderCaptchaOptions, renderCaptcha } from './renderCaptcha';
