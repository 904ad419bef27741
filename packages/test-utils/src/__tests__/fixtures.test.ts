import {
  createCartEntry,
  createCatalogue,
  createFormCatalogue,
  createProduct,
  createShoppingCart,
  createVariant,
  FORM_IDS,
  PRODUCT_IDS,
} from '@storefront-widgets/test-utils';
import { describe, expect, it } from 'vitest';

describe('catalogue fixtures', () => {
  it('gives every product a unique id and every variant a unique sku and id', () => {
    const products = createCatalogue();
    expect(products.map((p) => p.id)).toEqual(Object.values(PRODUCT_IDS));
    const skus = products.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
    const ids = products.flatMap((p) => p.variants.map((v) => v.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('returns fresh objects on every call', () => {
    const a = createCatalogue();
    (a[0] as { name: string }).name = 'changed';
    expect(createCatalogue()[0]?.name).toBe('Classic Tee');
  });

  it('derives product price, sale state and gift-card denominations from variants', () => {
    const product = createProduct({
      id: 'prod-x',
      name: 'X',
      productType: 4,
      variants: [
        createVariant({ sku: 'A', priceCents: 3000 }),
        createVariant({ sku: 'B', priceCents: 1000, salePriceCents: 800 }),
      ],
    });
    expect(product.price.value).toBe('1000');
    expect(product.salePriceMoney.value).toBe('800');
    expect(product.onSale).toBe(true);
    expect(product.giftCardDenominations).toEqual([3000, 1000]);
    expect(
      createVariant({ sku: 'S', attributes: { Color: 'Red', Size: 'S' }, optionOrdering: ['Size', 'Color'] })
        .optionValues,
    ).toEqual(['S', 'Red']);
  });

  it('links the form product to a seeded form and covers the status test forms', () => {
    const forms = createFormCatalogue();
    const mug = createCatalogue().find((p) => p.id === PRODUCT_IDS.engravedMug);
    expect(forms.map((f) => f.id)).toContain(mug?.additionalFieldsFormId);
    expect(forms.map((f) => f.id)).toEqual(expect.arrayContaining(Object.values(FORM_IDS)));
  });
});

describe('cart fixtures', () => {
  it('derives totals and flags from entries', () => {
    const cart = createShoppingCart({
      entries: [
        createCartEntry({ itemId: 'a', quantity: 2, purchasePriceCents: 500 }),
        createCartEntry({ itemId: 'b', productType: 2 }),
      ],
    });
    expect(cart).toMatchObject({
      subtotalCents: 3500,
      grandTotalCents: 3500,
      totalQuantity: 3,
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
    });
    expect(createShoppingCart()).toMatchObject({ id: '', totalQuantity: 0, purelyDigital: false });
  });
});
