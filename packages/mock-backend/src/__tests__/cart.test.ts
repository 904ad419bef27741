import { PRODUCT_IDS } from '@storefront-widgets/test-utils';
import { describe, expect, it } from 'vitest';
import type { Json } from './helpers/createTestClient';
import { setup } from './helpers/createTestClient';

const ENTRIES = '/api/commerce/shopping-cart/entries';
const add = (
  itemId: string,
  sku: string | undefined,
  quantity: unknown = 1,
  extra: Record<string, unknown> = {},
) => ({
  itemId,
  ...(sku === undefined ? {} : { sku }),
  quantity,
  ...extra,
});

describe('catalogue', () => {
  it('lists every seeded case with stable ids, variants and prices in USD, EUR and JPY', async () => {
    const { client } = await setup();
    const res = await client.get('/api/commerce/products');
    expect(res.status).toBe(200);
    const products = res.body.products as Json[];
    const byId = Object.fromEntries(products.map((p) => [p.id, p]));
    expect(Object.keys(byId)).toEqual(expect.arrayContaining(Object.values(PRODUCT_IDS)));
    const tee = byId[PRODUCT_IDS.tee];
    expect(tee.variantOptionOrdering).toEqual(['Size', 'Color']);
    expect(tee.variants).toHaveLength(6);
    expect(tee.variants.find((v: Json) => v.sku === 'TEE-M-BLK')).toMatchObject({
      qtyInStock: 0,
      unlimited: false,
    });
    expect(tee.variants.find((v: Json) => v.sku === 'TEE-L-BLK')).toMatchObject({ qtyInStock: 2 });
    expect(byId[PRODUCT_IDS.poster]).toMatchObject({ currency: 'EUR', onSale: true });
    expect(byId[PRODUCT_IDS.teaSet].price).toEqual({
      value: '4800',
      currency: 'JPY',
      decimalValue: '4800',
      currencyCode: 'JPY',
    });
    expect(byId[PRODUCT_IDS.ebook].productType).toBe(2);
    expect(byId[PRODUCT_IDS.consultation].productType).toBe(3);
    expect(byId[PRODUCT_IDS.giftCard]).toMatchObject({
      productType: 4,
      giftCardDenominations: [2500, 5000, 10000],
    });
    expect(byId[PRODUCT_IDS.coffeeSubscription]).toMatchObject({
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    });
    expect(byId[PRODUCT_IDS.engravedMug].additionalFieldsFormId).toBe('form-engraving');
    expect(
      byId[PRODUCT_IDS.soldOutVinyl].variants.every((v: Json) => v.qtyInStock === 0 && !v.unlimited),
    ).toBe(true);
  });

  it('answers one product, the website context, and 404 for an unknown product', async () => {
    const { client } = await setup();
    expect((await client.get(`/api/commerce/products/${PRODUCT_IDS.tee}`)).body.name).toBe('Classic Tee');
    expect((await client.get('/api/commerce/products/nope')).status).toBe(404);
    const site = await client.get('/api/website');
    expect(site.body).toMatchObject({
      websiteId: 'site-demo',
      timeZone: 'America/New_York',
      currency: 'USD',
      captchaSettings: { siteKey: 'storefront-test-site-key' },
    });
  });

  it('reports stock per variant at commerce/inventory/stock/', async () => {
    const { client } = await setup();
    const res = await client.get(`/api/commerce/inventory/stock/?itemId=${PRODUCT_IDS.tee}`);
    expect(res.status).toBe(200);
    expect(res.body.results).toContainEqual({
      itemId: PRODUCT_IDS.tee,
      variantId: 'var-tee-l-blk',
      sku: 'TEE-L-BLK',
      unlimited: false,
      qtyInStock: 2,
    });
    expect((await client.get('/api/commerce/inventory/stock')).status).toBe(400);
    expect((await client.get('/api/commerce/inventory/stock?itemId=nope')).status).toBe(404);
  });
});

describe('shopping cart', () => {
  it('issues the crumb cookie on GET and answers an empty unsaved cart without a cart cookie', async () => {
    const { client } = await setup();
    expect(client.jar.get('crumb')).toMatch(/^[0-9a-f]{36}$/);
    const res = await client.get(
      '/api/commerce/shopping-cart?mock=false&timecode=1700000000000&calculateSubtotal=true',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: '',
      entries: [],
      totalQuantity: 0,
      subtotalCents: 0,
      grandTotalCents: 0,
      isPurchased: false,
    });
    expect((await client.get('/api/commerce/shopping-cart?timecode=soon')).status).toBe(400);
  });

  it('adds an entry, sets CART and hasCart, and increments the same sku on a second add', async () => {
    const { client } = await setup();
    const first = await client.post(ENTRIES, add(PRODUCT_IDS.tee, 'TEE-S-BLK', 2));
    expect(first.status).toBe(200);
    expect(client.jar.get('CART')).toBe(first.body.shoppingCart.id);
    expect(client.jar.get('hasCart')).toBe('true');
    expect(first.body.newlyAdded).toMatchObject({
      itemId: PRODUCT_IDS.tee,
      chosenVariant: { sku: 'TEE-S-BLK', attributes: { Size: 'S', Color: 'Black' } },
      quantity: 2,
      title: 'Classic Tee',
      purchasePriceCents: 2500,
      subTotal: { value: '5000', decimalValue: '50.00', currency: 'USD' },
    });
    const second = await client.post(ENTRIES, add(PRODUCT_IDS.tee, 'TEE-S-BLK', 3));
    expect(second.body.shoppingCart.entries).toHaveLength(1);
    expect(second.body.newlyAdded.quantity).toBe(5);
    expect(second.body.shoppingCart.totalQuantity).toBe(5);
    const loaded = await client.get('/api/commerce/shopping-cart');
    expect(loaded.body.id).toBe(first.body.shoppingCart.id);
    expect(loaded.body.totalQuantity).toBe(5);
  });

  it('computes subtotal, shipping, tax, discounts and grand total in minor units', async () => {
    const { client } = await setup();
    await client.post(ENTRIES, add(PRODUCT_IDS.tee, 'TEE-S-WHT', 2)); // 5000
    await client.post(ENTRIES, add(PRODUCT_IDS.giftCard, 'GIFT-50', 1)); // 5000, not taxed
    let cart = (await client.get('/api/commerce/shopping-cart')).body;
    expect(cart).toMatchObject({
      subtotalCents: 10000,
      shippingCostCents: 500,
      taxCents: 400, // 8% of the 5000 taxable
      discountCents: 0,
      grandTotalCents: 10900,
      requiresShipping: true,
      hasDigital: false,
      purelyDigital: false,
      selectedShippingOption: { id: 'standard' },
    });
    expect(cart.applicableTaxRules).toEqual([{ id: 'sales-tax', name: 'Sales tax', rateBasisPoints: 800 }]);

    await client.post('/api/commerce/shopping-cart/coupons', { code: 'save10' });
    await client.post('/api/commerce/shopping-cart/coupons', { code: 'BOGUS' });
    cart = (await client.put('/api/commerce/shopping-cart/shipping-option', { shippingOptionId: 'express' }))
      .body.shoppingCart;
    // 10% of 10000 = 1000 off; taxable share 500 → taxable 4500 → tax 360; express 1500.
    expect(cart).toMatchObject({
      discountCents: 1000,
      taxCents: 360,
      shippingCostCents: 1500,
      grandTotalCents: 10000 - 1000 + 1500 + 360,
    });
    expect(cart.validCoupons.map((c: Json) => c.code)).toEqual(['SAVE10']);
    expect(cart.invalidCoupons).toEqual([
      expect.objectContaining({ code: 'BOGUS', reason: 'Unknown coupon code.' }),
    ]);
    const removed = await client.delete('/api/commerce/shopping-cart/coupons/SAVE10');
    expect(removed.body.shoppingCart.discountCents).toBe(0);
    expect(
      (await client.put('/api/commerce/shopping-cart/shipping-option', { shippingOptionId: 'teleport' }))
        .status,
    ).toBe(400);
  });

  it('flags digital carts and needs no shipping for them', async () => {
    const { client } = await setup();
    const res = await client.post(ENTRIES, add(PRODUCT_IDS.ebook, 'EBOOK-PDF', 1));
    expect(res.body.shoppingCart).toMatchObject({
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: false,
      shippingOptions: [],
      shippingCostCents: 0,
      selectedShippingOption: null,
    });
  });

  it('keeps JPY amounts whole and refuses mixing currencies in one cart', async () => {
    const { client } = await setup();
    const res = await client.post(ENTRIES, add(PRODUCT_IDS.teaSet, 'TEA-SET', 2));
    expect(res.body.shoppingCart).toMatchObject({ currency: 'JPY', subtotalCents: 9600 });
    expect(res.body.newlyAdded.subTotal).toMatchObject({
      value: '9600',
      decimalValue: '9600',
      currency: 'JPY',
    });
    const mixed = await client.post(ENTRIES, add(PRODUCT_IDS.tee, 'TEE-S-BLK', 1));
    expect(mixed.status).toBe(409);
    expect(mixed.body.message).toBe('This item is priced in another currency than the items in your cart.');
    expect(mixed.body.errors).toHaveProperty('itemId');
    // The way out: empty the cart, then the other currency's item goes in.
    const emptied = await client.delete('/api/commerce/shopping-cart');
    expect(emptied.status).toBe(200);
    expect(emptied.body.shoppingCart).toMatchObject({ entries: [], totalQuantity: 0, subtotalCents: 0 });
    const retried = await client.post(ENTRIES, add(PRODUCT_IDS.tee, 'TEE-S-BLK', 1));
    expect(retried.body.shoppingCart).toMatchObject({ currency: 'USD', totalQuantity: 1 });
  });

  it('empties only a cart that exists', async () => {
    const { client } = await setup();
    const res = await client.delete('/api/commerce/shopping-cart');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('You have nothing in your shopping cart.');
  });

  it('charges the sale price of a variant on sale', async () => {
    const { client } = await setup();
    const res = await client.post(ENTRIES, add(PRODUCT_IDS.poster, 'POSTER-A3', 1));
    expect(res.body.newlyAdded.purchasePriceCents).toBe(1500);
    expect(res.body.shoppingCart.currency).toBe('EUR');
  });

  it('refuses more than the stock, counting what is already in the cart', async () => {
    const { client } = await setup();
    const out = await client.post(ENTRIES, add(PRODUCT_IDS.tee, 'TEE-M-BLK', 1));
    expect(out.status).toBe(400);
    expect(out.body.message).toBe('Sorry, we do not have enough of that item available.');
    expect((await client.post(ENTRIES, add(PRODUCT_IDS.tee, 'TEE-L-BLK', 2))).status).toBe(200);
    const over = await client.post(ENTRIES, add(PRODUCT_IDS.tee, 'TEE-L-BLK', 1));
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Sorry, we do not have enough of that item available.');
    const soldOut = await client.post(ENTRIES, add(PRODUCT_IDS.soldOutVinyl, 'VINYL-LTD', 1));
    expect(soldOut.body.message).toBe('Sorry, we do not have enough of that item available.');
  });

  it('names the spec message for an unknown sku, a missing gift-card denomination and bad quantities', async () => {
    const { client } = await setup();
    const unknown = await client.post(ENTRIES, add(PRODUCT_IDS.tee, 'TEE-XXL-PINK', 1));
    expect(unknown).toMatchObject({
      status: 400,
      body: {
        message: 'Sorry, that item variant is unavailable. Please select another variant.',
        errors: { sku: expect.any(String) },
      },
    });
    const gift = await client.post(ENTRIES, add(PRODUCT_IDS.giftCard, undefined, 1));
    expect(gift.body.message).toBe('Select a denomination for the Gift Card');
    const cases: Array<[unknown, string]> = [
      ['2', 'Quantity must be a number.'],
      [null, 'Quantity must be a number.'],
      [1.5, 'Quantity must be a whole number'],
      [0, 'Quantity must be between 1 and 9999.'],
      [-3, 'Quantity must be between 1 and 9999.'],
      [10000, 'Quantity must be between 1 and 9999.'],
      [1e308, 'Quantity must be between 1 and 9999.'],
    ];
    for (const [quantity, message] of cases) {
      const res = await client.post(ENTRIES, add(PRODUCT_IDS.poster, 'POSTER-A3', quantity));
      expect(res.status, JSON.stringify(quantity)).toBe(400);
      expect(res.body).toEqual({ message, errors: { quantity: message } });
    }
    expect((await client.post(ENTRIES, add('prod-nope', 'X', 1))).status).toBe(404);
    expect((await client.post(ENTRIES, { sku: 'X', quantity: 1 })).body.errors).toHaveProperty('itemId');
  });

  it('allows one service per cart when multipleQuantityAllowedForServices is off', async () => {
    const { client } = await setup({ storeSettings: { multipleQuantityAllowedForServices: false } });
    expect((await client.post(ENTRIES, add(PRODUCT_IDS.consultation, 'CONSULT-1H', 2))).status).toBe(400);
    expect((await client.post(ENTRIES, add(PRODUCT_IDS.consultation, 'CONSULT-1H', 1))).status).toBe(200);
    const again = await client.post(ENTRIES, add(PRODUCT_IDS.consultation, 'CONSULT-1H', 1));
    expect(again.body.message).toBe('Only one of this service can be added to the cart.');
    const { client: other } = await setup();
    expect((await other.post(ENTRIES, add(PRODUCT_IDS.consultation, 'CONSULT-1H', 3))).status).toBe(200);
  });

  it('requires valid additional fields for a form product and updates them later', async () => {
    const { client } = await setup();
    const missing = await client.post(ENTRIES, add(PRODUCT_IDS.engravedMug, 'MUG-ENGRAVED', 1));
    expect(missing.status).toBe(400);
    const invalid = await client.post(
      ENTRIES,
      add(PRODUCT_IDS.engravedMug, 'MUG-ENGRAVED', 1, {
        additionalFields: JSON.stringify({ engraving: '' }),
      }),
    );
    expect(invalid.body).toMatchObject({
      message: 'One or more fields is invalid, please check your entries.',
      errors: { engraving: 'Required', font: 'Required' },
    });
    const garbled = await client.post(
      ENTRIES,
      add(PRODUCT_IDS.engravedMug, 'MUG-ENGRAVED', 1, { additionalFields: '{nope' }),
    );
    expect(garbled.body.message).toBe('Could not parse the form fields, please check your entries.');
    const fields = JSON.stringify({ engraving: 'For Ada', font: 'Serif' });
    const ok = await client.post(
      ENTRIES,
      add(PRODUCT_IDS.engravedMug, 'MUG-ENGRAVED', 1, { additionalFields: fields }),
    );
    expect(ok.body.newlyAdded.additionalFields).toBe(fields);
    const entryId = ok.body.newlyAdded.id;
    const updated = JSON.stringify({ engraving: 'For Grace', font: 'Sans' });
    const put = await client.put(`${ENTRIES}/${entryId}/additionalFields`, {
      itemId: PRODUCT_IDS.engravedMug,
      sku: 'MUG-ENGRAVED',
      additionalFields: updated,
    });
    expect(put.status).toBe(200);
    expect(put.body.updatedEntry).toMatchObject({ id: entryId, additionalFields: updated });
    expect(put.body.shoppingCart.entries[0].additionalFields).toBe(updated);
    expect(
      (
        await client.put(`${ENTRIES}/nope/additionalFields`, {
          itemId: PRODUCT_IDS.engravedMug,
          sku: 'MUG-ENGRAVED',
          additionalFields: updated,
        })
      ).status,
    ).toBe(404);
  });

  it('reads additionalFields "null" (the JSON text of no fields) as no fields when adding', async () => {
    const { client } = await setup();
    const plain = await client.post(
      ENTRIES,
      add(PRODUCT_IDS.tee, 'TEE-S-BLK', 1, { additionalFields: 'null' }),
    );
    expect(plain.status).toBe(200);
    expect(plain.body.newlyAdded).toMatchObject({ itemId: PRODUCT_IDS.tee, additionalFields: null });
    // The same item added again without fields joins the same entry.
    const again = await client.post(ENTRIES, add(PRODUCT_IDS.tee, 'TEE-S-BLK', 1));
    expect(again.body.shoppingCart.entries).toHaveLength(1);
    expect(again.body.shoppingCart.totalQuantity).toBe(2);
    // A product with a form still needs its answers.
    const form = await client.post(
      ENTRIES,
      add(PRODUCT_IDS.engravedMug, 'MUG-ENGRAVED', 1, { additionalFields: 'null' }),
    );
    expect(form.status).toBe(400);
    expect(form.body.errors).toEqual({ additionalFields: 'Required' });
  });

  it('updates and removes entries, with the stock rule on updates', async () => {
    const { client } = await setup();
    const added = await client.post(ENTRIES, add(PRODUCT_IDS.tee, 'TEE-S-BLK', 1));
    const id = added.body.newlyAdded.id;
    expect((await client.put(`${ENTRIES}/${id}`, { quantity: 10 })).body.shoppingCart.totalQuantity).toBe(10);
    expect((await client.put(`${ENTRIES}/${id}`, { quantity: 11 })).body.message).toBe(
      'Sorry, we do not have enough of that item available.',
    );
    expect((await client.put(`${ENTRIES}/${id}`, { quantity: 2.5 })).body.message).toBe(
      'Quantity must be a whole number',
    );
    // The add's range and type rules hold for updates too (storefront §9: 1–9999).
    for (const quantity of [0, 10_000]) {
      const refused = await client.put(`${ENTRIES}/${id}`, { quantity });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Quantity must be between 1 and 9999.');
    }
    expect((await client.put(`${ENTRIES}/${id}`, { quantity: '3' })).body.message).toBe(
      'Quantity must be a number.',
    );
    expect((await client.get('/api/commerce/shopping-cart')).body.totalQuantity).toBe(10);
    const removed = await client.delete(`${ENTRIES}/${id}`);
    expect(removed.body.shoppingCart).toMatchObject({ entries: [], totalQuantity: 0 });
    expect((await client.delete(`${ENTRIES}/${id}`)).status).toBe(404);
  });

  it('refuses subscriptions in the cart and issues a cartToken for the subscription checkout', async () => {
    const { client } = await setup();
    const inCart = await client.post(ENTRIES, add(PRODUCT_IDS.coffeeSubscription, 'COFFEE-MONTHLY', 1));
    expect(inCart.status).toBe(400);
    const sub = await client.post('/api/3/commerce/cart/subscription', {
      itemId: PRODUCT_IDS.coffeeSubscription,
      sku: 'COFFEE-MONTHLY',
      qty: 1,
    });
    expect(sub.status).toBe(200);
    expect(sub.body.cartToken).toMatch(/^sub-/);
    const noFields = await client.post('/api/3/commerce/cart/subscription', {
      itemId: PRODUCT_IDS.coffeeSubscription,
      sku: 'COFFEE-MONTHLY',
      qty: 1,
      additionalFields: 'null',
    });
    expect(noFields.status).toBe(200);
    expect(noFields.body.cartToken).toMatch(/^sub-/);
    const wrong = await client.post('/api/3/commerce/cart/subscription', {
      itemId: PRODUCT_IDS.tee,
      sku: 'TEE-S-BLK',
      qty: 1,
    });
    expect(wrong.body.message).toBe('This product is not available as a subscription.');
    const badQty = await client.post('/api/3/commerce/cart/subscription', {
      itemId: PRODUCT_IDS.coffeeSubscription,
      sku: 'COFFEE-MONTHLY',
      qty: 0.5,
    });
    expect(badQty.body.errors).toEqual({ qty: 'Quantity must be a whole number' });
  });

  it('answers 403 crumbFail without a matching crumb', async () => {
    const { client } = await setup();
    const expected = {
      crumbFail: true,
      message: 'Your session has expired. Please reload the page and try again.',
    };
    const none = await client.post(ENTRIES, add(PRODUCT_IDS.tee, 'TEE-S-BLK'), { crumb: false });
    expect(none).toMatchObject({ status: 403, body: expected });
    const wrong = await client.post(ENTRIES, add(PRODUCT_IDS.tee, 'TEE-S-BLK'), {
      crumb: false,
      headers: { 'x-csrf-token': 'f'.repeat(36) },
    });
    expect(wrong).toMatchObject({ status: 403, body: expected });
  });

  it('answers 429 with the spec message past the add-to-cart rate limit', async () => {
    const { client } = await setup({ rateLimits: { addToCart: { limit: 3, windowMs: 60_000 } } });
    for (let i = 0; i < 3; i += 1)
      expect((await client.post(ENTRIES, add(PRODUCT_IDS.poster, 'POSTER-A3'))).status).toBe(200);
    const limited = await client.post(ENTRIES, add(PRODUCT_IDS.poster, 'POSTER-A3'));
    expect(limited).toMatchObject({ status: 429, body: { message: 'Please try again in a few seconds.' } });
  });

  it('lets the rate-limit window pass with the injected clock', async () => {
    let now = 1_000_000;
    const { client } = await setup({ testMode: true, now: () => now });
    for (let i = 0; i < 10; i += 1) await client.post(ENTRIES, add(PRODUCT_IDS.poster, 'POSTER-A3'));
    expect((await client.post(ENTRIES, add(PRODUCT_IDS.poster, 'POSTER-A3'))).status).toBe(429);
    now += 10_000;
    expect((await client.post(ENTRIES, add(PRODUCT_IDS.poster, 'POSTER-A3'))).status).toBe(200);
  });
});
