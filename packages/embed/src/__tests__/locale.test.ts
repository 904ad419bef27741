// @vitest-environment happy-dom
import { CATALOGUE_EN, COMPILED_EN_FORMS } from '@storefront-widgets/core';
import { createCatalogue, PRODUCT_IDS } from '@storefront-widgets/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../config/readConfig';
import { unmountWidget } from '../loader/mountWidgets';
import { startStorefront } from '../loader/startStorefront';
import { createPageRuntime } from '../runtime';

afterEach(() => {
  // Unmounted, not only removed: a widget's root outlives its element.
  for (const element of document.querySelectorAll<HTMLElement>('[data-storefront-widget]'))
    unmountWidget(element);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const tee = createCatalogue().find((product) => product.id === PRODUCT_IDS.tee);

/** Starts the drop-in on a product block configured for `locale`, resolving once it has mounted. */
async function productBlockIn(locale: string): Promise<HTMLElement> {
  document.head.innerHTML = `<script type="application/json" data-storefront-config>${JSON.stringify({ locale })}</script>`;
  document.body.innerHTML = `<div id="block" data-storefront-widget="add-to-cart" data-product='${JSON.stringify(tee)}'></div>`;
  await startStorefront(document);
  const block = document.getElementById('block');
  if (!block) throw new Error('no block');
  expect(block.getAttribute('data-storefront-state')).toBe('mounted');
  await vi.waitFor(() => expect(block.querySelector('button.sf-add-to-cart__button')).not.toBeNull());
  return block;
}

/** The English catalogue's plain messages (no argument) found in `text`. */
const englishIn = (text: string) =>
  Object.values(CATALOGUE_EN).filter(
    (message) => !message.includes('{') && message.length > 3 && text.includes(message),
  );

describe('the drop-in in the configured language', () => {
  it('mounts a French product block with French labels only', async () => {
    const block = await productBlockIn('fr-CA');
    const text = block.textContent ?? '';
    expect(block.querySelector('button.sf-add-to-cart__button')?.textContent).toBe('Ajouter au panier');
    expect(text).toContain('Quantité');
    expect(englishIn(text)).toEqual([]);
  });

  it('keeps French over the parts of the catalogue that arrive later', async () => {
    const { messages } = await createPageRuntime({ ...DEFAULT_CONFIG, locale: 'fr-CA' });
    await messages.preload();
    messages.addCatalogue(COMPILED_EN_FORMS);
    expect(messages.format('cart.itemCount', { count: 3 })).toBe('3 articles dans le panier');
    expect(messages.format('http.rateLimited')).toBe('Veuillez réessayer dans quelques secondes.');
    expect(messages.format('form.required')).toBe('Obligatoire');
  });

  it('keeps English pages in English', async () => {
    const block = await productBlockIn('en-US');
    expect(block.querySelector('button.sf-add-to-cart__button')?.textContent).toBe('Add To Cart');
  });
});
