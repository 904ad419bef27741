import {
  COMPILED_FR,
  computeInstallments,
  createMessages,
  getInstallmentLocale,
  type InstallmentContext,
  isInstallmentEligible,
  parseInfoPage,
  splitInstallments,
} from '@storefront-widgets/core';
import { describe, expect, it } from 'vitest';

const us: InstallmentContext = {
  afterPayAvailable: true,
  afterPayMin: { value: '3500', currency: 'USD' },
  afterPayMax: { decimalValue: '2000.00', currencyCode: 'USD' },
  shopperLanguage: 'en',
  stripeAccountCountry: 'US',
};

describe('eligibility', () => {
  it('only PHYSICAL products with an available context', () => {
    expect(isInstallmentEligible(1, us)).toBe(true);
    for (const type of [2, 3, 4, 5] as const) expect(isInstallmentEligible(type, us)).toBe(false);
    expect(isInstallmentEligible(1, { ...us, afterPayAvailable: false })).toBe(false);
    expect(isInstallmentEligible(1, null)).toBe(false);
    expect(isInstallmentEligible(1, { ...us, stripeAccountCountry: 'DE' })).toBe(false);
    expect(
      computeInstallments({ productType: 2, priceMinorUnits: 5000, currency: 'USD', context: us }),
    ).toEqual({
      isEligible: false,
    });
  });
});

describe('range', () => {
  it("not above the minimum → 'available for orders over {amount}'", () => {
    expect(
      computeInstallments({ productType: 1, priceMinorUnits: 3500, currency: 'USD', context: us }),
    ).toMatchObject({
      isEligible: true,
      isInRange: false,
      message: 'available for orders over $35.00',
      payments: [],
    });
  });

  it("above the maximum → 'available for orders up to {amount}'", () => {
    expect(
      computeInstallments({ productType: 1, priceMinorUnits: 200001, currency: 'USD', context: us }),
    ).toMatchObject({
      isInRange: false,
      message: 'available for orders up to $2,000.00',
    });
  });

  it('in range: 4 interest-free payments that add up exactly', () => {
    const view = computeInstallments({
      productType: 1,
      priceMinorUnits: 10001,
      currency: 'USD',
      context: us,
    });
    expect(view).toMatchObject({
      isInRange: true,
      brand: 'Afterpay',
      locale: 'en-US',
      payments: [2501, 2500, 2500, 2500],
      message: 'or 4 interest-free payments of $25.00 with Afterpay',
    });
    expect(
      computeInstallments({ productType: 1, priceMinorUnits: 200000, currency: 'USD', context: us }),
    ).toMatchObject({
      isInRange: true,
    });
  });
});

describe('splitInstallments', () => {
  it('distributes the remainder in whole minor units', () => {
    expect(splitInstallments(1000)).toEqual([250, 250, 250, 250]);
    expect(splitInstallments(1003)).toEqual([251, 251, 251, 250]);
    expect(splitInstallments(7, 3)).toEqual([3, 2, 2]);
    for (const total of [1, 99, 12345, 999999]) {
      expect(splitInstallments(total).reduce((a, b) => a + b, 0)).toBe(total);
    }
    expect(() => splitInstallments(10.5)).toThrow(RangeError);
  });
});

describe('locales', () => {
  it('US, CA (en and fr), AU, NZ, GB with Clearpay', () => {
    expect(getInstallmentLocale('US')).toEqual({ locale: 'en-US', brand: 'Afterpay' });
    expect(getInstallmentLocale('CA', 'en')).toEqual({ locale: 'en-CA', brand: 'Afterpay' });
    expect(getInstallmentLocale('CA', 'fr-CA')).toEqual({ locale: 'fr-CA', brand: 'Afterpay' });
    expect(getInstallmentLocale('AU')).toEqual({ locale: 'en-AU', brand: 'Afterpay' });
    expect(getInstallmentLocale('NZ')).toEqual({ locale: 'en-NZ', brand: 'Afterpay' });
    expect(getInstallmentLocale('GB')).toEqual({ locale: 'en-GB', brand: 'Clearpay' });
    expect(getInstallmentLocale('FR')).toBeNull();
  });

  it('GB says Clearpay', () => {
    const gb = { ...us, stripeAccountCountry: 'GB', afterPayMin: 100, afterPayMax: 100000 };
    expect(
      computeInstallments({ productType: 1, priceMinorUnits: 4000, currency: 'GBP', context: gb }),
    ).toMatchObject({
      message: 'or 4 interest-free payments of £10.00 with Clearpay',
    });
  });

  it('fr-CA wording with French messages', () => {
    const ca = {
      ...us,
      stripeAccountCountry: 'CA',
      shopperLanguage: 'fr',
      afterPayMin: 100,
      afterPayMax: 100000,
    };
    const view = computeInstallments({
      productType: 1,
      priceMinorUnits: 50,
      currency: 'CAD',
      context: ca,
      messages: createMessages({ locale: 'fr-CA', catalogue: COMPILED_FR }),
    });
    expect(view).toMatchObject({ locale: 'fr-CA', isInRange: false });
    expect(view.isEligible && view.message.startsWith('disponible pour les commandes de plus de')).toBe(true);
  });
});

describe('parseInfoPage', () => {
  it("demotes the page's headings below the dialog's h2 title and keeps only safe structure", async () => {
    const { Window } = await import('happy-dom');
    const parser = new new Window().DOMParser() as unknown as DOMParser;
    const nodes = parseInfoPage(
      '<h1>Pay in 4</h1><h2>How</h2><h3>Who</h3><h5>Fine print</h5><div><p onclick="x()">Plain <b>bold</b></p></div>',
      parser,
    );
    expect(nodes).toEqual([
      { tag: 'h3', children: ['Pay in 4'] },
      { tag: 'h4', children: ['How'] },
      { tag: 'h5', children: ['Who'] },
      { tag: 'h6', children: ['Fine print'] },
      { tag: 'p', children: ['Plain ', { tag: 'strong', children: ['bold'] }] },
    ]);
  });
});
