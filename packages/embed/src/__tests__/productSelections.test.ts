// @vitest-environment happy-dom
import { createCatalogue, PRODUCT_IDS } from '@storefront-widgets/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startStorefront } from '../loader/startStorefront';

afterEach(async () => {
  // Lets preact's after-paint effects run while the document still has requestAnimationFrame.
  await new Promise((resolve) => setTimeout(resolve, 200));
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const tee = createCatalogue().find((product) => product.id === PRODUCT_IDS.tee);

/** A product block as the example store renders it: the add-to-cart block and a following restock form. */
async function teeBlock() {
  document.body.innerHTML = `
    <section>
      <div id="atc" data-storefront-widget="add-to-cart" data-product='${JSON.stringify(tee)}'></div>
      <div id="restock-block" data-restock-block hidden>
        <h2 data-restock-heading-for="var-tee-m-blk" hidden>M / Black</h2>
        <h2 data-restock-heading-for="var-tee-l-blk" hidden>L / Black</h2>
        <div id="restock" data-storefront-widget="restock-form" data-product-id="${PRODUCT_IDS.tee}"
          data-variant-id="var-tee-m-blk" data-follow-variant hidden></div>
      </div>
    </section>`;
  await startStorefront(document);
  const find = (id: string) => document.getElementById(id) as HTMLElement;
  await vi.waitFor(() => expect(find('atc').querySelectorAll('select')).toHaveLength(2));
  const choose = (index: number, value: string) => {
    const select = find('atc').querySelectorAll('select')[index] as HTMLSelectElement;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const shownHeading = () =>
    [...document.querySelectorAll<HTMLElement>('[data-restock-heading-for]')]
      .filter((heading) => !heading.hidden)
      .map((heading) => heading.textContent);
  return { find, choose, shownHeading };
}

describe('one product-selection store per product block', () => {
  it('shows the restock form for the sold-out variant chosen in the block, and hides it for one in stock', async () => {
    const { find, choose, shownHeading } = await teeBlock();
    const events: unknown[] = [];
    document.addEventListener('storefront:variant-selected', (event) =>
      events.push((event as CustomEvent).detail),
    );
    choose(0, 'M');
    choose(1, 'Black');
    await vi.waitFor(() => expect(find('restock-block').hidden).toBe(false));
    expect(find('restock').hidden).toBe(false);
    expect(shownHeading()).toEqual(['M / Black']);
    await vi.waitFor(() => expect(find('restock').querySelector('form')).not.toBeNull());
    // The event stays, for the page's own scripts.
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        productId: PRODUCT_IDS.tee,
        variantId: 'var-tee-m-blk',
        sku: 'TEE-M-BLK',
        isSoldOut: true,
      }),
    );

    choose(0, 'S');
    await vi.waitFor(() => expect(find('restock-block').hidden).toBe(true));
    expect(shownHeading()).toEqual([]);
  });

  it("follows the block's store, not a storefront:variant-selected event another script dispatches", async () => {
    const { find, choose, shownHeading } = await teeBlock();
    choose(0, 'M');
    choose(1, 'Black');
    await vi.waitFor(() => expect(shownHeading()).toEqual(['M / Black']));

    document.body.dispatchEvent(
      new CustomEvent('storefront:variant-selected', {
        bubbles: true,
        detail: { productId: PRODUCT_IDS.tee, variantId: 'var-tee-l-blk', sku: 'TEE-L-BLK', isSoldOut: true },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownHeading()).toEqual(['M / Black']);
    expect(find('restock-block').hidden).toBe(false);
  });

  it("shows the installments of the chosen variant's price in the block's installment pill", async () => {
    const poster = {
      id: 'poster-sizes',
      name: 'Poster',
      productType: 1,
      variantOptionOrdering: ['Size'],
      variants: [
        { id: 'small', sku: 'P-S', attributes: { Size: 'S' }, qtyInStock: 5, priceCents: 4000 },
        { id: 'large', sku: 'P-L', attributes: { Size: 'L' }, qtyInStock: 5, priceCents: 8000 },
      ],
    };
    const context = {
      afterPayAvailable: true,
      afterPayMin: 3500,
      afterPayMax: 200000,
      shopperLanguage: 'en',
      stripeAccountCountry: 'US',
    };
    document.body.innerHTML = `
      <section>
        <div id="atc" data-storefront-widget="add-to-cart" data-product='${JSON.stringify(poster)}'></div>
        <div id="pill" data-storefront-widget="installment-pill" data-product-type="1" data-price="4000"
          data-currency="USD" data-installment-context='${JSON.stringify(context)}'></div>
      </section>`;
    await startStorefront(document);
    const pillText = () => document.querySelector('#pill .sf-installment-pill-text')?.textContent ?? '';
    await vi.waitFor(() => expect(pillText()).toContain('$10.00'));
    const select = document.querySelector('#atc select') as HTMLSelectElement;
    select.value = 'L';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(pillText()).toContain('$20.00'));
  });
});
