import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { type PasswordHasher, verifyPbkdf2 } from '../security/passwords';

/** scrypt cost parameters (Node's defaults: N 2^14, r 8, p 1; about 64 ms and 16 MB per hash). */
export const SCRYPT_PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/**
 * Node's `crypto.scrypt`, salted per password: `scrypt$N$r$p$<salt>$<hash>`. It also checks
 * PBKDF2 hashes, so a store written by the in-page backend still signs in.
 */
export function createScryptHasher(params: ScryptOptions = SCRYPT_PARAMS): PasswordHasher {
  return {
    scheme: 'scrypt',
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, params);
      return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
    },
    async verify(password, stored) {
      if (stored.startsWith('pbkdf2-sha256$')) return verifyPbkdf2(password, stored);
      const [scheme, N, r, p, salt, hash] = stored.split('$');
      if (scheme !== 'scrypt' || !salt || !hash) return false;
      try {
        const expected = Buffer.from(hash, 'base64');
        const key = await derive(password, Buffer.from(salt, 'base64'), {
          N: Number(N),
          r: Number(r),
          p: Number(p),
        });
        return key.length === expected.length && timingSafeEqual(key, expected);
      } catch {
        return false;
      }
    },
  };
}
