import { BILLING_PERIODS_PER_YEAR, PageType, PRODUCT_TYPES, WebsiteRole } from '@storefront/platform';
import { describe, expect, it } from 'vitest';

describe('platform enumerations', () => {
  it('numbers the pages that suppress analytics as the spec does', () => {
    expect(PageType.NOT_FOUND).toBe(100);
    expect(PageType.LOCK_SCREEN).toBe(103);
    expect(PageType.MEMBER_AREA_ACCESS_DENIED).toBe(106);
    expect(PageType.CART).toBe(200);
    expect(PageType.SIGN_ON_PAGE).toBe(400);
  });

  it('has no two page types or roles sharing a number', () => {
    for (const table of [PageType, WebsiteRole]) {
      const codes = Object.values(table);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it('numbers product types and the viewer role as the spec does', () => {
    expect(PRODUCT_TYPES).toEqual({ physical: 1, digital: 2, service: 3, giftCard: 4, paywall: 5 });
    expect(WebsiteRole.VIEWER).toBe(10);
    expect(BILLING_PERIODS_PER_YEAR).toEqual({ WEEK: 52, MONTH: 12, YEAR: 1 });
  });
});
