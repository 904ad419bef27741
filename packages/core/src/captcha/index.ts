export type { CaptchaApi, CaptchaRenderOptions } from './CaptchaApi';
export { COMPACT_CAPTCHA_WIDTH, captchaSize } from './captchaSize';
export {
  type Captcha,
  type CaptchaOptions,
  type CaptchaType,
  type CaptchaWidget,
  createCaptcha,
} from './createCaptcha';
export { CAPTCHA_NOT_SET_UP, executeCaptcha } from './executeCaptcha';
