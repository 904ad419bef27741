export type { CaptchaApi, CaptchaRenderOptions } from './CaptchaApi';
export { COMPACT_CAPTCHA_WIDTH, captchaSize } from './captchaSize';
export { CAPTCHA_NOT_SET_UP, executeCaptcha } from './executeCaptcha';
