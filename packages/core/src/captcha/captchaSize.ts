/** Containers narrower than this get the compact captcha. Unit: CSS px. */
export const COMPACT_CAPTCHA_WIDTH = 320;

/** The captcha size for a container width in CSS px: 'compact' under 320px, else 'normal'. */
export function captchaSize(containerWidth: number): 'compact' | 'normal' {
  return containerWidth < COMPACT_CAPTCHA_WIDTH ? 'compact' : 'normal';
}
