// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { parseProps } from '../index';

function element(attributes: Record<string, string>, inner = ''): HTMLElement {
  const div = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) div.setAttribute(name, value);
  div.innerHTML = inner;
  return div;
}

const tee = {
  id: 'prod-tee',
  name: 'Classic Tee',
  productType: 1,
  variantOptionOrdering: ['Size'],
  variants: [
    { id: 'v-s', sku: 'TEE-S', attributes: { Size: 'S' }, qtyInStock: 3, priceCents: 2500 },
    { id: 'v-m', sku: 'TEE-M', attributes: { Size: 'M' }, unlimited: true },
  ],
};

describe('add-to-cart parseProps', () => {
  it('refuses a data-image-selector that is not a CSS selector, before a variant change would throw', () => {
    expect(
      parseProps(element({ 'data-product': JSON.stringify(tee), 'data-image-selector': '.hero[' })),
    ).toEqual({
      ok: false,
      error: 'data-image-selector is not a valid CSS selector: ".hero["',
    });
  });

  it('reads the product JSON from data-product', () => {
    const result = parseProps(
      element({ 'data-product': JSON.stringify(tee), 'data-image-selector': '.hero' }),
    );
    expect(result).toEqual({
      ok: true,
      props: {
        imageSelector: '.hero',
        product: expect.objectContaining({
          id: 'prod-tee',
          productType: 1,
          variantOptionOrdering: ['Size'],
          additionalFieldsFormId: null,
          isSubscribable: false,
        }),
      },
    });
    if (!result.ok) return;
    expect(result.props.product.variants).toEqual([
      {
        id: 'v-s',
        sku: 'TEE-S',
        attributes: { Size: 'S' },
        unlimited: false,
        qtyInStock: 3,
        priceCents: 2500,
      },
      { id: 'v-m', sku: 'TEE-M', attributes: { Size: 'M' }, unlimited: true, qtyInStock: 0 },
    ]);
  });

  it('reads the product from a child JSON script when the attribute would be unwieldy', () => {
    const result = parseProps(
      element({}, `<script type="application/json" data-product>${JSON.stringify(tee)}</script>`),
    );
    expect(result.ok).toBe(true);
  });

  it.each([
    [{}, 'missing data-product (the product as JSON)'],
    [{ 'data-product': '{"id":' }, 'data-product is not valid JSON'],
    [{ 'data-product': '[]' }, 'data-product must be a JSON object'],
    [{ 'data-product': JSON.stringify({ ...tee, id: '' }) }, 'data-product: "id" must be a non-empty string'],
    [
      { 'data-product': JSON.stringify({ ...tee, productType: 7 }) },
      'data-product: "productType" must be 1 (physical), 2 (digital), 3 (service) or 4 (gift card)',
    ],
    [
      { 'data-product': JSON.stringify({ ...tee, variants: [] }) },
      'data-product: "variants" must be a non-empty array',
    ],
    [
      { 'data-product': JSON.stringify({ ...tee, variants: [{ sku: 'A', qtyInStock: -1 }] }) },
      'data-product: variants[0].qtyInStock must be a whole number of 0 or more',
    ],
    [
      { 'data-product': JSON.stringify({ ...tee, variants: [{ sku: 'A', priceCents: 12.5 }] }) },
      'data-product: variants[0].priceCents must be an integer amount in minor units',
    ],
    [
      { 'data-product': JSON.stringify(tee), 'data-multiple-quantity-allowed-for-services': 'yes' },
      'data-multiple-quantity-allowed-for-services must be true or false',
    ],
  ])('refuses %j with a message naming the problem', (attributes, message) => {
    const result = parseProps(element(attributes));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});
