/**
 * Hashes and checks site-user passwords with a slow, salted key derivation function. Stored
 * hashes name their scheme and parameters (`pbkdf2-sha256$600000$<salt>$<hash>`), so a store can
 * hold hashes of either scheme and raise the cost later.
 */
export interface PasswordHasher {
  /** The scheme new hashes use; seeded users are stored with it. */
  readonly scheme: 'pbkdf2-sha256' | 'scrypt';
  /** A new hash with a fresh random salt. */
  hash(password: string): Promise<string>;
  /** Whether `password` matches `stored` (false for a scheme this hasher does not know). */
  verify(password: string, stored: string): Promise<boolean>;
}

/** PBKDF2-HMAC-SHA256 iterations (OWASP's 2023 recommendation). @default 600000 */
export const PBKDF2_ITERATIONS = 600_000;

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** Compares two byte strings in time independent of where they differ. */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/** Checks a `pbkdf2-sha256$…` hash; false for any other string. */
export async function verifyPbkdf2(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$');
  const rounds = Number(iterations);
  if (scheme !== 'pbkdf2-sha256' || !salt || !hash || !Number.isInteger(rounds) || rounds < 1) return false;
  try {
    return equalBytes(await pbkdf2(password, fromBase64(salt), rounds), fromBase64(hash));
  } catch {
    return false;
  }
}

/**
 * PBKDF2 through Web Crypto: the slow salted KDF that runs everywhere the app does (Node and the
 * in-page backend). The Node server uses scrypt (`createScryptHasher`).
 */
export function createPbkdf2Hasher(iterations = PBKDF2_ITERATIONS): PasswordHasher {
  return {
    scheme: 'pbkdf2-sha256',
    async hash(password) {
      const salt = crypto.getRandomValues(new Uint8Array(16));
      return `pbkdf2-sha256$${iterations}$${base64(salt)}$${base64(await pbkdf2(password, salt, iterations))}`;
    },
    verify: verifyPbkdf2,
  };
}
