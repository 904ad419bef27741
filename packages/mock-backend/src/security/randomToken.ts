/**
 * A URL-safe random token from the platform's CSPRNG (Web Crypto, present in Node 20 and
 * browsers). @param bytes Entropy in bytes. @default 18
 */
export function randomToken(bytes = 18): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  let out = '';
  for (const byte of buffer) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** Compares two secrets in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
