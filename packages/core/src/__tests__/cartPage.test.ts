import {
  answersToFormInputs,
  CART_PAGE_DELAYS,
  cartPageTransition,
  createCartPage,
  createCartStore,
  describeEntryAnswers,
  type FormDefinition,
  INITIAL_CART_PAGE_STATE,
  selectCartView,
  serializeForm,
  steppedQuantity,
} from '@storefront-widgets/core';
import { createForm, createFormField, PRODUCT_IDS } from '@storefront-widgets/mock-backend';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, recordingNavigation } from './helpers/fixtures';
import { createTestShop } from './helpers/testShop';

/** A visitor's cart page over the reference backend's seeded catalogue, with items already added. */
async function setup(
  items: Array<[itemId: string, sku: string, quantity: number]>,
  minimumSubtotalCents = 0,
) {
  const shop = await createTestShop();
  const cartStore = createCartStore({ client: shop.client, messages });
  for (const [itemId, sku, quantity] of items) await cartStore.getState().addEntry({ itemId, sku, quantity });
  shop.requests.length = 0;
  const navigation = recordingNavigation();
  const page = createCartPage({ cartStore, messages, navigation, minimumSubtotalCents, client: shop.client });
  const entry = (index = 0) => {
    const found = cartStore.getState().cart?.entries[index];
    if (!found) throw new Error(`no entry ${index}`);
    return found;
  };
  return { shop, cartStore, navigation, page, entry };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('cart page transitions', () => {
  it('keeps a refused draft before the call and forgets it after a server refusal', () => {
    const alert = { title: 'Unable to update quantity', message: 'x' };
    const typed = cartPageTransition(INITIAL_CART_PAGE_STATE, {
      type: 'TYPE_QUANTITY',
      entryId: 'e',
      text: '0',
    });
    const invalid = cartPageTransition(typed, { type: 'INVALID', entryId: 'e', alert });
    expect(invalid.drafts).toEqual({ e: '0' });
    expect(invalid.errors).toEqual({ e: alert });
    const started = cartPageTransition(typed, { type: 'START', entryId: 'e', operation: 'quantity' });
    expect(cartPageTransition(started, { type: 'START', entryId: 'e', operation: 'remove' })).toBe(started);
    const failed = cartPageTransition(started, { type: 'FAILED', entryId: 'e', alert });
    expect(failed).toMatchObject({ drafts: {}, pending: {}, errors: { e: alert } });
  });

  it('steps from the valid typed quantity, else the cart’s, within 1–9999', () => {
    expect(steppedQuantity(undefined, 2, 1)).toBe(3);
    expect(steppedQuantity('5', 2, -1)).toBe(4);
    expect(steppedQuantity('abc', 2, 1)).toBe(3);
    expect(steppedQuantity('', 2, -1)).toBe(1);
    expect(steppedQuantity(undefined, 1, -1)).toBe(1);
    expect(steppedQuantity('9999', 1, 1)).toBe(9999);
  });

  it('keeps a quantity typed while the previous one was saving', () => {
    const typed = cartPageTransition(INITIAL_CART_PAGE_STATE, {
      type: 'TYPE_QUANTITY',
      entryId: 'e',
      text: '2',
    });
    const started = cartPageTransition(typed, { type: 'START', entryId: 'e', operation: 'quantity' });
    const stepped = cartPageTransition(started, { type: 'TYPE_QUANTITY', entryId: 'e', text: '3' });
    expect(cartPageTransition(stepped, { type: 'DONE', entryId: 'e', sent: '2' }).drafts).toEqual({ e: '3' });
    expect(cartPageTransition(started, { type: 'DONE', entryId: 'e', sent: '2' }).drafts).toEqual({});
  });

  it('runs one coupon call at a time, keeps the code on a failure and clears it once applied', () => {
    const alert = { title: 'Unable to apply coupon', message: 'x' };
    const typed = cartPageTransition(INITIAL_CART_PAGE_STATE, { type: 'TYPE_COUPON', text: 'save10' });
    const started = cartPageTransition(typed, { type: 'COUPON_START', operation: 'apply' });
    expect(cartPageTransition(started, { type: 'COUPON_START', operation: 'remove' })).toBe(started);
    expect(cartPageTransition(started, { type: 'EMPTY_START' })).toBe(started);
    expect(cartPageTransition(started, { type: 'COUPON_FAILED', alert }).coupon).toEqual({
      text: 'save10',
      pending: null,
      error: alert,
    });
    expect(cartPageTransition(started, { type: 'COUPON_DONE', alert: null }).coupon).toEqual({
      text: '',
      pending: null,
      error: null,
    });
  });

  it('refuses to empty the cart while an entry is being saved', () => {
    const started = cartPageTransition(INITIAL_CART_PAGE_STATE, {
      type: 'START',
      entryId: 'e',
      operation: 'remove',
    });
    expect(cartPageTransition(started, { type: 'EMPTY_START' })).toBe(started);
  });
});

describe('createCartPage', () => {
  it(`saves a typed quantity ${CART_PAGE_DELAYS.quantityCommit} ms after the last keystroke, once`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { shop, cartStore, page, entry } = await setup([[PRODUCT_IDS.tee, 'TEE-S-WHT', 1]]);
    const { id } = entry();
    page.typeQuantity(id, '1');
    vi.advanceTimersByTime(300);
    page.typeQuantity(id, '12');
    vi.advanceTimersByTime(CART_PAGE_DELAYS.quantityCommit - 1);
    expect(shop.sent('PUT')).toHaveLength(0);
    expect(page.getState().drafts[id]).toBe('12');
    vi.advanceTimersByTime(1);
    expect(page.getState().pending[id]).toBe('quantity');
    expect(cartStore.getState().isRecalculating).toBe(true);
    await vi.waitFor(() => expect(page.getState().pending[id]).toBeUndefined());
    expect(shop.sent('PUT').map((request) => request.body)).toEqual([{ quantity: 12 }]);
    expect(cartStore.getState()).toMatchObject({ isRecalculating: false, cart: { totalQuantity: 12 } });
    expect(page.getState().drafts).toEqual({});
  });

  it('refuses quantities outside 1–9999 and fractions before any call, keeping what was typed', async () => {
    const { shop, page, entry } = await setup([[PRODUCT_IDS.tee, 'TEE-S-WHT', 2]]);
    const { id } = entry();
    for (const [text, message] of [
      ['0', 'Quantity must be between 1 and 9999.'],
      ['10000', 'Quantity must be between 1 and 9999.'],
      ['1.5', 'Quantity must be a whole number'],
      ['', 'Quantity must be a number.'],
    ] as const) {
      page.typeQuantity(id, text);
      await page.commitQuantity(id);
      expect(page.getState().errors[id]).toEqual({ title: 'Unable to update quantity', message });
      expect(page.getState().drafts[id]).toBe(text);
    }
    expect(shop.sent('PUT')).toHaveLength(0);
    page.destroy();
  });

  it("shows the server's refusal with 'Unable to update quantity' and keeps the cart's quantity", async () => {
    const { cartStore, page, entry } = await setup([[PRODUCT_IDS.tee, 'TEE-L-BLK', 1]]);
    const { id } = entry();
    page.typeQuantity(id, '3'); // 2 in stock
    await page.commitQuantity(id);
    expect(page.getState().errors[id]).toEqual({
      title: 'Unable to update quantity',
      message: 'Sorry, we do not have enough of that item available.',
    });
    expect(page.getState().drafts[id]).toBeUndefined();
    expect(cartStore.getState().cart?.entries[0]?.quantity).toBe(1);
    page.destroy();
  });

  it("removes an entry, and says 'Unable to remove item' when it is already gone", async () => {
    const { shop, cartStore, page, entry } = await setup([
      [PRODUCT_IDS.tee, 'TEE-S-WHT', 1],
      [PRODUCT_IDS.ebook, 'EBOOK-PDF', 1],
    ]);
    const { id } = entry();
    await page.remove(id);
    expect(cartStore.getState().cart?.entries.map((e) => e.itemId)).toEqual([PRODUCT_IDS.ebook]);
    // Another tab removed the ebook meanwhile.
    const ebookId = entry().id;
    await shop.client.delete(`/api/commerce/shopping-cart/entries/${ebookId}`);
    await page.remove(ebookId);
    expect(page.getState().errors[ebookId]).toEqual({
      title: 'Unable to remove item',
      message: 'That item is no longer in your cart.',
    });
  });

  it("edits an entry's answers through PUT …/additionalFields, and words a refusal for the form", async () => {
    const { shop, cartStore, page, entry } = await setup([]);
    await cartStore.getState().addEntry({
      itemId: PRODUCT_IDS.engravedMug,
      sku: 'MUG-ENGRAVED',
      quantity: 1,
      additionalFields: JSON.stringify({ engraving: 'Ada', font: 'Serif' }),
    });
    const { id, additionalFieldsFormId } = entry();
    expect(additionalFieldsFormId).toBe('form-engraving');
    shop.requests.length = 0;
    expect(
      await page.updateAdditionalFields(id, JSON.stringify({ engraving: 'Grace', font: 'Sans' })),
    ).toBeNull();
    expect(shop.sent('PUT')[0]).toMatchObject({
      path: `/api/commerce/shopping-cart/entries/${id}/additionalFields`,
      body: { itemId: PRODUCT_IDS.engravedMug, sku: 'MUG-ENGRAVED' },
    });
    expect(entry().additionalFields).toBe(JSON.stringify({ engraving: 'Grace', font: 'Sans' }));
    const refused = await page.updateAdditionalFields(id, '{not json');
    expect(refused).toBe(
      'Unable to update form: Could not parse the form fields, please check your entries.',
    );
    expect(entry().additionalFields).toBe(JSON.stringify({ engraving: 'Grace', font: 'Sans' }));
  });

  it("loads each entry's answers form once a view subscribes, once per form id, and keeps it past emptying", async () => {
    const { shop, cartStore, page } = await setup([]);
    const answers = JSON.stringify({ engraving: 'Ada', font: 'Serif' });
    const mug = {
      itemId: PRODUCT_IDS.engravedMug,
      sku: 'MUG-ENGRAVED',
      quantity: 1,
      additionalFields: answers,
    };
    await cartStore.getState().addEntry(mug);
    shop.requests.length = 0;
    const schemas = () =>
      shop.requests.filter((request) => request.path === '/api/template/GetTemplateSchema');
    // Nothing is fetched before a view subscribes: a server render asks for no form.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(schemas()).toHaveLength(0);
    expect(page.getState().forms).toEqual({});
    const unsubscribe = page.subscribe(() => {});
    await vi.waitFor(() => expect(page.getState().forms['form-engraving']).toBeDefined());
    const form = page.getState().forms['form-engraving'] as FormDefinition;
    expect(describeEntryAnswers(form, answers).map((answer) => answer.value)).toEqual(['Ada', 'Serif']);
    // A second line with the same form asks for nothing more.
    await cartStore
      .getState()
      .addEntry({ ...mug, additionalFields: JSON.stringify({ engraving: 'Grace', font: 'Sans' }) });
    await page.empty();
    expect(page.getState().forms['form-engraving']).toBe(form);
    expect(schemas()).toHaveLength(1);
    unsubscribe();
    page.destroy();
  });

  it('empties the cart in one call and opens checkout only at or above the minimum subtotal', async () => {
    const { shop, cartStore, navigation, page, entry } = await setup(
      [[PRODUCT_IDS.ebook, 'EBOOK-PDF', 1]],
      1500,
    );
    expect(page.checkout()).toBe(false); // $12.00 < $15.00
    page.typeQuantity(entry().id, '2');
    await page.commitQuantity(entry().id);
    expect(page.checkout()).toBe(true);
    expect(navigation.visits).toEqual(['checkout']);
    await page.empty();
    expect(shop.sent('DELETE').map((request) => request.path)).toEqual(['/api/commerce/shopping-cart']);
    expect(cartStore.getState().cart).toMatchObject({ entries: [], totalQuantity: 0 });
    expect(page.checkout()).toBe(false);
    expect(navigation.visits).toEqual(['checkout']);
  });
});

describe('createCartPage steps and coupons', () => {
  it(`sends three quick + presses as one update ${CART_PAGE_DELAYS.quantityCommit} ms after the last`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { shop, cartStore, page, entry } = await setup([[PRODUCT_IDS.tee, 'TEE-S-WHT', 1]]);
    const { id } = entry();
    page.stepQuantity(id, 1);
    page.stepQuantity(id, 1);
    page.stepQuantity(id, 1);
    page.stepQuantity(id, -1);
    expect(page.getState().drafts[id]).toBe('3');
    vi.advanceTimersByTime(CART_PAGE_DELAYS.quantityCommit);
    vi.useRealTimers();
    await vi.waitFor(() => expect(cartStore.getState().cart?.entries[0]?.quantity).toBe(3));
    expect(shop.sent('PUT').map((request) => request.body)).toEqual([{ quantity: 3 }]);
    expect(page.getState().drafts).toEqual({});
  });

  it('saves a step pressed while the previous quantity was saving, after it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { shop, cartStore, page, entry } = await setup([[PRODUCT_IDS.tee, 'TEE-S-WHT', 1]]);
    const { id } = entry();
    page.typeQuantity(id, '2');
    const saving = page.commitQuantity(id);
    page.stepQuantity(id, 1);
    expect(page.getState().drafts[id]).toBe('3');
    await saving;
    expect(page.getState().drafts[id]).toBe('3');
    vi.advanceTimersByTime(CART_PAGE_DELAYS.quantityCommit);
    vi.useRealTimers();
    await vi.waitFor(() => expect(cartStore.getState().cart?.entries[0]?.quantity).toBe(3));
    expect(shop.sent('PUT').map((request) => request.body)).toEqual([{ quantity: 2 }, { quantity: 3 }]);
  });

  it('applies a coupon, answers a blank or refused code beside the field, and removes one', async () => {
    const { shop, cartStore, page } = await setup([[PRODUCT_IDS.ebook, 'EBOOK-PDF', 1]]);
    await page.applyCoupon();
    expect(page.getState().coupon.error).toEqual({
      title: 'Unable to apply coupon',
      message: 'Enter a coupon code.',
    });
    expect(shop.sent('POST')).toHaveLength(0);

    page.typeCoupon(' save10 ');
    expect(page.getState().coupon.error).toBeNull();
    await page.applyCoupon();
    expect(page.getState().coupon).toEqual({ text: '', pending: null, error: null });
    expect(cartStore.getState().cart).toMatchObject({ coupons: ['SAVE10'], discountCents: 120 });

    page.typeCoupon('FIVEOFF');
    await page.applyCoupon();
    expect(page.getState().coupon.error).toEqual({
      title: 'Unable to apply coupon',
      message: 'The order subtotal is below the coupon minimum.',
    });
    expect(cartStore.getState().cart?.invalidCoupons.map((coupon) => coupon.code)).toEqual(['FIVEOFF']);

    await page.removeCoupon('SAVE10');
    expect(cartStore.getState().cart).toMatchObject({ coupons: ['FIVEOFF'], discountCents: 0 });
    expect(shop.sent('DELETE').map((request) => request.path)).toEqual([
      '/api/commerce/shopping-cart/coupons/SAVE10',
    ]);
  });

  it('answers a coupon with a clear error when the page was given no HTTP client', async () => {
    const { cartStore, navigation } = await setup([[PRODUCT_IDS.ebook, 'EBOOK-PDF', 1]]);
    const page = createCartPage({ cartStore, messages, navigation });
    page.typeCoupon('SAVE10');
    await page.applyCoupon();
    expect(page.getState().coupon).toEqual({
      text: 'SAVE10',
      pending: null,
      error: { title: 'Unable to apply coupon', message: 'Unknown error, please try again later.' },
    });
  });

  it("keeps the typed code with the server's message when the call fails", async () => {
    const { cartStore, page } = await setup([[PRODUCT_IDS.tee, 'TEE-S-WHT', 1]]);
    page.typeCoupon('X'.repeat(51));
    await page.applyCoupon();
    expect(page.getState().coupon.text).toBe('X'.repeat(51));
    expect(page.getState().coupon.error?.title).toBe('Unable to apply coupon');
    expect(page.getState().coupon.error?.message).not.toBe('');
    expect(cartStore.getState().cart?.coupons).toEqual([]);
  });
});

describe('selectCartView', () => {
  it("lists totals in the cart's currency and words the minimum subtotal", async () => {
    const { cartStore } = await setup([[PRODUCT_IDS.teaSet, 'TEA-SET', 2]]);
    const view = selectCartView(cartStore.getState().cart, { messages, minimumSubtotalCents: 10_000 });
    expect(view.entries[0]).toMatchObject({
      title: 'Matcha Tea Set',
      quantity: 2,
      unitPrice: '¥4,800',
      subtotal: '¥9,600',
    });
    expect(view.totals.map((line) => [line.label, line.amount])).toEqual([
      ['Subtotal', '¥9,600'],
      ['Tax', expect.stringMatching(/^¥[\d,]+$/)],
      ['Shipping', expect.stringMatching(/^¥[\d,]+$/)],
      ['Total', expect.stringMatching(/^¥[\d,]+$/)],
    ]);
    expect(view.minimumMessage).toBe('To check out, your order subtotal must be ¥10,000 or more.');
    expect(view.canCheckout).toBe(false);
    expect(selectCartView(null, { messages })).toMatchObject({
      isEmpty: true,
      emptyText: 'You have nothing in your shopping cart.',
      totals: [],
      canCheckout: false,
    });
  });

  it("names the chosen variant's options", async () => {
    const { cartStore } = await setup([[PRODUCT_IDS.tee, 'TEE-M-WHT', 1]]);
    expect(selectCartView(cartStore.getState().cart, { messages }).entries[0]?.variantText).toBe(
      'Size: M, Color: White',
    );
  });

  it("links each line to its product page with the product's picture, and falls back without them", async () => {
    const { cartStore } = await setup([[PRODUCT_IDS.tee, 'TEE-M-WHT', 1]]);
    const cart = cartStore.getState().cart;
    expect(selectCartView(cart, { messages }).entries[0]).toMatchObject({
      url: '/products/tee',
      imageUrl: `/images/${PRODUCT_IDS.tee}.svg`,
    });
    const bare = cart && { ...cart, entries: cart.entries.map(({ item: _item, ...entry }) => entry) };
    expect(selectCartView(bare, { messages }).entries[0]).toMatchObject({ url: null, imageUrl: null });
  });

  it('shows the discount line only with a discount, and lists applied and refused coupons', async () => {
    const { cartStore, page } = await setup([[PRODUCT_IDS.tee, 'TEE-M-WHT', 1]]);
    for (const code of ['SAVE10', 'NOPE']) {
      page.typeCoupon(code);
      await page.applyCoupon();
    }
    const view = selectCartView(cartStore.getState().cart, { messages });
    expect(view.totals.find((line) => line.key === 'discount')).toEqual({
      key: 'discount',
      label: 'Discount',
      amount: '-$2.50',
    });
    expect(view.validCoupons).toEqual([{ code: 'SAVE10', reason: '' }]);
    expect(view.invalidCoupons).toEqual([{ code: 'NOPE', reason: 'Unknown coupon code.' }]);
  });
});

describe('entry answers', () => {
  const form: FormDefinition = createForm({
    id: 'f',
    fields: [
      createFormField({ id: 'name', type: 'name', title: 'Name' }),
      createFormField({ id: 'phone', type: 'phone', title: 'Phone' }),
      createFormField({ id: 'colors', type: 'checkbox', title: 'Colors', options: ['Red', 'Blue'] }),
      createFormField({ id: 'note', type: 'textarea', title: 'Note' }),
    ],
  });

  it('labels answers by the form and reads them back into the inputs they came from', () => {
    const inputs = {
      name: ['Ada', 'Lovelace'],
      phone: ['555', '123', '4567'],
      colors: ['Red', 'Blue'],
      note: '',
    };
    const text = JSON.stringify(serializeForm(form.fields, inputs));
    expect(describeEntryAnswers(form, text)).toEqual([
      { fieldId: 'name', label: 'Name', value: 'Ada Lovelace' },
      { fieldId: 'phone', label: 'Phone', value: '555 123 4567' },
      { fieldId: 'colors', label: 'Colors', value: 'Red, Blue' },
    ]);
    expect(answersToFormInputs(form, text)).toEqual(inputs);
    expect(describeEntryAnswers(form, 'not json')).toEqual([]);
  });
});
