/**
 * The user id shopping events carry for a visitor whose e-mail the page knows ("a
 * user id derived from the e-mail"): the SHA-256 digest of the trimmed, lower-cased address, in
 * lower-case hex, so the address itself never leaves the page. Resolves with null for an empty
 * address, or where the browser offers no digest (Web Crypto needs a secure context).
 * @param subtle Web Crypto's digest provider, null where there is none. @default globalThis.crypto.subtle
 */
export async function userIdFromEmail(
  email: string | null | undefined,
  subtle: Pick<SubtleCrypto, 'digest'> | null = globalThis.crypto?.subtle ?? null,
): Promise<string | null> {
  const normalized = email?.trim().toLowerCase();
  if (!normalized || !subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(normalized));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
