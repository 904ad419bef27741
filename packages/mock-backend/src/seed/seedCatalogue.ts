import type { FormDefinition, Product } from '@storefront/core';
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

const USERS: UserRecord[] = [
  {
    id: 'user-owner',
    email: SEED_CREDENTIALS.owner.email,
    salt: 'owner-salt',
    passwordHash: '228dc28a3c11ee6dc8a3e9637a3e7d2b6ce33f606b278e0cd23ec050d72d49df',
    isOwner: true,
    language: null,
  },
  {
    id: 'user-shopper',
    email: SEED_CREDENTIALS.shopper.email,
    salt: 'shopper-salt',
    passwordHash: '922069334d784794e9f0b03397eaa24800fd2362a35a6b667628ee0f7ceec8cc',
    isOwner: false,
    language: null,
  },
];

/** What {@link seedCatalogue} writes. */
export interface SeedCatalogueOptions {
  /** Overwrite products, forms, users, coupons and the site even when already seeded. @default false */
  force?: boolean;
  /** Products to store instead of the fixture catalogue. */
  products?: Product[];
  /** Forms to store instead of the fixture forms. */
  forms?: FormDefinition[];
}

/**
 * Writes the fixture catalogue (products, forms, site, users, coupons) in one transaction.
 * Without `force` it does nothing when a site is already stored, so a restart keeps edits.
 * Carts, sign-ups, submissions and records are never touched.
 * @returns whether it wrote anything.
 */
export function seedCatalogue(storage: Storage, options: SeedCatalogueOptions = {}): boolean {
  if (!options.force && storage.get(COLLECTIONS.site, 'website')) return false;
  storage.transaction(() => {
    for (const product of options.products ?? createCatalogue())
      storage.put(COLLECTIONS.products, product.id, product);
    for (const form of options.forms ?? createFormCatalogue()) storage.put(COLLECTIONS.forms, form.id, form);
    for (const user of USERS) storage.put(COLLECTIONS.users, user.id, user);
    for (const coupon of SEED_COUPONS) storage.put(COLLECTIONS.coupons, coupon.code, coupon);
    storage.put(COLLECTIONS.site, 'website', createSiteRecord());
  });
  return true;
}
