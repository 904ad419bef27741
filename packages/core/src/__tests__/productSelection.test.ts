import {
  type AddToCartProduct,
  createProductSelection,
  PRODUCT_TYPES,
  type ProductSelection,
  validateProductSelection,
} from '@storefront-widgets/core';
import { describe, expect, it, vi } from 'vitest';
import { messages, tee } from './helpers/fixtures';

/** The tee with prices: the black M is on sale. */
function pricedTee(overrides: Partial<AddToCartProduct> = {}): AddToCartProduct {
  const base = tee(overrides);
  return {
    ...base,
    variants: base.variants.map((variant) =>
      variant.sku === 'TEE-M-BLK'
        ? { ...variant, priceCents: 1500, compareAtPriceCents: 2000 }
        : { ...variant, priceCents: 2000 },
    ),
  };
}

/** The add-to-cart controller's check of what the store holds. */
const check = (product: AddToCartProduct, selection: ProductSelection) =>
  validateProductSelection(product, selection.getState(), messages);

describe('createProductSelection', () => {
  it('starts with nothing chosen, quantity 1, no variant, the options and their values in order', () => {
    const product = pricedTee();
    const selection = createProductSelection(product);
    const state = selection.getState();
    expect(state.selectedOptions).toEqual({});
    expect(state.quantity).toBe('1');
    expect(state.hasChosen).toBe(false);
    expect(state.variant).toBeNull();
    expect(state.missingOptions).toEqual(['Size', 'Color']);
    expect(state.unavailableReason).toBe('missingOptions');
    expect(state.priceCents).toBeNull();
    expect(state.options.map((option) => [option.name, option.values.map((value) => value.value)])).toEqual([
      ['Size', ['S', 'M']],
      ['Color', ['Black', 'White']],
    ]);
    expect(check(product, selection)).toEqual({
      ok: false,
      error: { id: 'addToCart.selectOptions', message: 'Please select the Size and Color options.' },
    });
  });

  it('resolves the variant once every option is chosen, with its price and compare-at price', () => {
    const product = pricedTee();
    const selection = createProductSelection(product);
    selection.selectOption('Size', 'M');
    expect(selection.getState().hasChosen).toBe(true);
    expect(check(product, selection)).toEqual({
      ok: false,
      error: { id: 'addToCart.selectOption', message: 'Please select the Color option.' },
    });
    selection.selectOption('Color', 'Black');
    const state = selection.getState();
    expect(state.variant?.sku).toBe('TEE-M-BLK');
    expect(state.unavailableReason).toBeNull();
    expect(state.priceCents).toBe(1500);
    expect(state.compareAtPriceCents).toBe(2000);
    expect(state.isOnSale).toBe(true);
    selection.selectOption('Color', 'White');
    expect(selection.getState()).toMatchObject({
      priceCents: 2000,
      compareAtPriceCents: null,
      isOnSale: false,
    });
  });

  it('marks a value sold out when, with the other options chosen, it leads only to sold-out variants', () => {
    const priced = pricedTee();
    const product = {
      ...priced,
      variants: priced.variants.map((v) => (v.sku === 'TEE-S-BLK' ? { ...v, qtyInStock: 0 } : v)),
    };
    const selection = createProductSelection(product);
    selection.selectOption('Color', 'Black');
    const size = selection.getState().options[0];
    expect(size?.values).toEqual([
      { value: 'S', isSelected: false, isSoldOut: true },
      { value: 'M', isSelected: false, isSoldOut: false },
    ]);
    selection.selectOption('Size', 'S');
    expect(selection.getState()).toMatchObject({ isSoldOut: true, unavailableReason: 'soldOut' });
    expect(check(product, selection)).toEqual({
      ok: false,
      error: {
        id: 'addToCart.notEnoughStock',
        message: 'Sorry, we do not have enough of that item available.',
      },
    });
  });

  it('says a combination no variant has is unavailable, and an empty value clears the option', () => {
    const product = pricedTee();
    const selection = createProductSelection(product);
    selection.setSelectedOptions({ Size: 'S', Color: 'White' });
    expect(selection.getState().unavailableReason).toBe('unavailable');
    expect(check(product, selection)).toEqual({
      ok: false,
      error: {
        id: 'addToCart.variantUnavailable',
        message: 'Sorry, that item variant is unavailable. Please select another variant.',
      },
    });
    selection.selectOption('Color', '');
    expect(selection.getState().selectedOptions).toEqual({ Size: 'S' });
  });

  it('applies the quantity rules at add time: a number, whole, 1 to 9999, and within stock', () => {
    const product = pricedTee();
    const selection = createProductSelection(product, {
      defaultSelectedOptions: { Size: 'M', Color: 'Black' },
    });
    const errorFor = (quantity: string) => {
      selection.setQuantity(quantity);
      const result = check(product, selection);
      return result.ok ? null : result.error.message;
    };
    expect(errorFor('abc')).toBe('Quantity must be a number.');
    expect(errorFor('1.5')).toBe('Quantity must be a whole number');
    expect(errorFor('0')).toBe('Quantity must be between 1 and 9999.');
    expect(errorFor('10000')).toBe('Quantity must be between 1 and 9999.');
    expect(errorFor('2')).toBe('Sorry, we do not have enough of that item available.');
    selection.setQuantity(' 1 ');
    expect(check(product, selection)).toMatchObject({ ok: true, quantity: 1, variant: { sku: 'TEE-M-BLK' } });
    selection.setSelectedOptions({ Size: 'M', Color: 'White' });
    selection.setQuantity(9999);
    expect(check(product, selection)).toMatchObject({ ok: true, quantity: 9999 });
  });

  it('shows the quantity input only where the platform does, and knows subscriptions and gift cards', () => {
    expect(createProductSelection(tee()).getState().isQuantityInputVisible).toBe(true);
    const subscription = createProductSelection(tee({ isSubscribable: true })).getState();
    expect(subscription).toMatchObject({ isQuantityInputVisible: false, isSubscription: true });
    const service = tee({ productType: PRODUCT_TYPES.service });
    const selection = createProductSelection(service, {
      multipleQuantityAllowedForServices: false,
    });
    expect(selection.getState().isQuantityInputVisible).toBe(false);
    selection.setOptions({ multipleQuantityAllowedForServices: true });
    expect(selection.getState().isQuantityInputVisible).toBe(true);
    const giftCard = tee({ productType: PRODUCT_TYPES.giftCard });
    expect(createProductSelection(giftCard).getState().isGiftCard).toBe(true);
  });

  it('resolves a product without options to its only variant', () => {
    const single = tee({ variantOptionOrdering: [] });
    const product = {
      ...single,
      variants: [{ sku: 'ONE', attributes: {}, unlimited: false, qtyInStock: 3 }],
    };
    const state = createProductSelection(product).getState();
    expect(state.variant?.sku).toBe('ONE');
    expect(state.unavailableReason).toBeNull();
  });

  it('controlled: shows the given choice, reports the shopper’s changes, and follows new values', () => {
    const onSelectedOptionsChange = vi.fn();
    const onQuantityChange = vi.fn();
    const selection = createProductSelection(pricedTee(), {
      selectedOptions: { Size: 'M' },
      onSelectedOptionsChange,
      quantity: '2',
      onQuantityChange,
    });
    const listener = vi.fn();
    selection.subscribe(listener);
    selection.selectOption('Color', 'Black');
    selection.setQuantity('3');
    expect(onSelectedOptionsChange).toHaveBeenCalledWith({ Size: 'M', Color: 'Black' });
    expect(onQuantityChange).toHaveBeenCalledWith('3');
    expect(selection.getState()).toMatchObject({ selectedOptions: { Size: 'M' }, quantity: '2' });
    expect(listener).not.toHaveBeenCalled();

    selection.setOptions({ selectedOptions: { Size: 'M', Color: 'Black' }, quantity: '3' });
    expect(selection.getState()).toMatchObject({ quantity: '3', variant: { sku: 'TEE-M-BLK' } });
    expect(listener).toHaveBeenCalledTimes(1);
    // The same values again change nothing (a parent re-rendering with a fresh object).
    selection.setOptions({ selectedOptions: { Size: 'M', Color: 'Black' }, quantity: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('uncontrolled: keeps its own choice and still reports it', () => {
    const onSelectedOptionsChange = vi.fn();
    const selection = createProductSelection(pricedTee(), {
      defaultSelectedOptions: { Size: 'S' },
      onSelectedOptionsChange,
    });
    selection.selectOption('Color', 'Black');
    expect(selection.getState().variant?.sku).toBe('TEE-S-BLK');
    expect(onSelectedOptionsChange).toHaveBeenCalledWith({ Size: 'S', Color: 'Black' });
  });

  it('destroy drops every listener', () => {
    const selection = createProductSelection(pricedTee());
    const listener = vi.fn();
    selection.subscribe(listener);
    selection.destroy();
    selection.selectOption('Size', 'M');
    expect(listener).not.toHaveBeenCalled();
  });
});
