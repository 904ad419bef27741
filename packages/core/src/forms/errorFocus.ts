/**
 * Where focus goes after a refused submit, so that a keyboard or screen-reader user lands where
 * they can act, never on a button the refusal disabled nor on `<body>`: the first invalid field,
 * the captcha left unanswered, or the form's error message.
 */
export type ErrorFocus = 'field' | 'captcha' | 'message';

/**
 * The one rule of every form (site forms, restock sign-ups): a field error wins, then an
 * unanswered captcha, else the message (a server refusal, a failed captcha, the network).
 */
export function errorFocus(hasFieldError: boolean, isCaptchaUnanswered: boolean): ErrorFocus {
  if (hasFieldError) return 'field';
  return isCaptchaUnanswered ? 'captcha' : 'message';
}
