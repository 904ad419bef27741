/**
 * Email pattern of the platform: a local part, an at sign, a dotted domain and a final part of
 * 2 to 4 letters or digits.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/;

/** Email length limits in characters. */
export const EMAIL_LENGTH = { min: 3, max: 256 } as const;

/** True when `email` is 3–256 characters and matches {@link EMAIL_PATTERN}. */
export function isValidEmail(email: string): boolean {
  return email.length >= EMAIL_LENGTH.min && email.length <= EMAIL_LENGTH.max && EMAIL_PATTERN.test(email);
}
