import type { FormDefinition, Product } from '@storefront-widgets/core';
import type { PasswordHasher } from '../security/passwords';
import type { Storage } from '../storage/Storage';
import { createCatalogue } from './createCatalogue';
import { createFormCatalogue, TEST_CAPTCHA_SITE_KEY } from './createFormCatalogue';
import { COLLECTIONS, type CouponRecord, type SiteRecord, type UserRecord } from './records';

/** Website id of the seeded site. */
export const SEED_WEBSITE_ID = 'site-demo';

/**
 * Seeded credentials (documented in API.md). The owner may call every store-owner endpoint;
 * the shopper is an ordinary site user.
 */
export const SEED_CREDENTIALS = {
  owner: { email: 'owner@example.com', password: 'storefront-owner' },
  shopper: { email: 'shopper@example.com', password: 'storefront-shopper' },
} as const;

/** Seeded coupon codes. */
export const SEED_COUPONS: CouponRecord[] = [
  { code: 'SAVE10', type: 'PERCENT', percentBasisPoints: 1000, amountCents: 0, minSubtotalCents: 0 },
  { code: 'FIVEOFF', type: 'FIXED', percentBasisPoints: 0, amountCents: 500, minSubtotalCents: 2000 },
];

/** The seeded website record. */
export function createSiteRecord(): SiteRecord {
  return {
    websiteId: SEED_WEBSITE_ID,
    timeZone: 'America/New_York',
    currency: 'USD',
    captchaSettings: { siteKey: TEST_CAPTCHA_SITE_KEY },
    storeSettings: {
      multipleQuantityAllowedForServices: true,
      lightCart: false,
      displayNativeReviews: true,
      displayImportedReviews: false,
    },
    shippingOptions: [
      { id: 'standard', name: 'Standard', costCents: 500 },
      { id: 'express', name: 'Express', costCents: 1500 },
    ],
    taxRules: [{ id: 'sales-tax', name: 'Sales tax', rateBasisPoints: 800 }],
    restockSuccessText: '',
  };
}

/**
 * The seeded users' password hashes, per scheme, made once with fresh salts (the passwords are
 * the documented {@link SEED_CREDENTIALS}): the in-page backend checks PBKDF2, the Node server
 * scrypt (see `security/passwords.ts`).
 */
const SEED_PASSWORD_HASHES: Record<PasswordHasher['scheme'], Record<'owner' | 'shopper', string>> = {
  scrypt: {
    owner: 'scrypt$16384$8$1$jeLzRPZ8bQYWTJkbqENjYg==$IKJdghwfVaeKCl7b4y1dIswsow7zzZFCEBid4sAfHk0=',
    shopper: 'scrypt$16384$8$1$4NXp5it3LU58RQQkkdh+iw==$ID/Kg5xWt5drlxNpbIprwfqZR52zrBAeukx04Czqri0=',
  },
  'pbkdf2-sha256': {
    owner: 'pbkdf2-sha256$600000$LJdFCfV5KM20A1msp+Vh0g==$vhp42+OngdPLWc7qiXQV7QFEoTzKfuUaHsv52hYI6A8=',
    shopper: 'pbkdf2-sha256$600000$0w0UgHeFA8gRNEvHG7EqtQ==$1uiBLaxIeJWRmjcSDORP+8Bge826NdPDB+NosU8xVxk=',
  },
};

const seedUsers = (scheme: PasswordHasher['scheme']): UserRecord[] => [
  {
    id: 'user-owner',
    email: SEED_CREDENTIALS.owner.email,
    passwordHash: SEED_PASSWORD_HASHES[scheme].owner,
    isOwner: true,
    language: null,
  },
  {
    id: 'user-shopper',
    email: SEED_CREDENTIALS.shopper.email,
    passwordHash: SEED_PASSWORD_HASHES[scheme].shopper,
    isOwner: false,
    language: null,
  },
];

/** Whether a stored user holds one of the seeded credentials (so a warning is due off loopback). */
export function usesSeededCredentials(storage: Storage): boolean {
  const seeded = Object.values(SEED_PASSWORD_HASHES).flatMap((hashes) => Object.values(hashes));
  return storage.list<UserRecord>(COLLECTIONS.users).some((user) => seeded.includes(user.passwordHash));
}

/** What {@link seedCatalogue} writes. */
export interface SeedCatalogueOptions {
  /** Overwrite products, forms, users, coupons and the site even when already seeded. @default false */
  force?: boolean;
  /** Products to store instead of the fixture catalogue. */
  products?: Product[];
  /** Forms to store instead of the fixture forms. */
  forms?: FormDefinition[];
  /** The scheme of the seeded users' password hashes (the app's hasher). @default 'pbkdf2-sha256' */
  passwordScheme?: PasswordHasher['scheme'];
}

/**
 * Writes the fixture catalogue (products, forms, site, users, coupons) in one transaction.
 * Without `force` it does nothing when a site is already stored, so a restart keeps edits.
 * Carts, sign-ups, submissions and records are never touched.
 * @returns whether it wrote anything.
 */
export function seedCatalogue(storage: Storage, options: SeedCatalogueOptions = {}): boolean {
  const users = seedUsers(options.passwordScheme ?? 'pbkdf2-sha256');
  if (!options.force && storage.get(COLLECTIONS.site, 'website')) {
    // A store seeded before passwords had a KDF (sha256 with a fixed salt) gets the KDF hashes.
    storage.transaction(() => {
      for (const user of users) {
        const stored = storage.get<UserRecord>(COLLECTIONS.users, user.id);
        if (stored && !stored.passwordHash.includes('$')) {
          storage.put(COLLECTIONS.users, user.id, { ...stored, passwordHash: user.passwordHash });
        }
      }
    });
    return false;
  }
  storage.transaction(() => {
    for (const product of options.products ?? createCatalogue())
      storage.put(COLLECTIONS.products, product.id, product);
    for (const form of options.forms ?? createFormCatalogue()) storage.put(COLLECTIONS.forms, form.id, form);
    for (const user of users) storage.put(COLLECTIONS.users, user.id, user);
    for (const coupon of SEED_COUPONS) storage.put(COLLECTIONS.coupons, coupon.code, coupon);
    storage.put(COLLECTIONS.site, 'website', createSiteRecord());
  });
  return true;
}
