/** The longest URL the platform produces or accepts. Unit: characters. */
export const MAX_URL_LENGTH = 2083;

/** True when a URL is longer than {@link MAX_URL_LENGTH} characters. */
export function isUrlTooLong(url: string | URL): boolean {
  return String(url).length > MAX_URL_LENGTH;
}
