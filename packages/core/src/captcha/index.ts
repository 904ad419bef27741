export {
  CAPTCHA_NOT_SET_UP,
  type Captcha,
  type CaptchaOptions,
  type CaptchaType,
  type CaptchaWidget,
  createCaptcha,
} from './createCaptcha';
