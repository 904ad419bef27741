// @vitest-environment happy-dom
import { createInPageBackend } from '@storefront/mock-backend/browser';
import { createCatalogue, PRODUCT_IDS } from '@storefront/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../config/readConfig';
import { logMountError, mountWidgets, unmountWidget } from '../loader/mountWidgets';
import { createRuntime } from '../runtime';

afterEach(() => {
  document.body.innerHTML = '';
});

const poster = createCatalogue().find((product) => product.id === PRODUCT_IDS.poster);

async function runtime() {
  const backend = await createInPageBackend();
  const created = createRuntime({ ...DEFAULT_CONFIG, apiBase: backend.origin }, { fetch: backend.fetch });
  return { ...created, client: created.client };
}

describe('mountWidgets', () => {
  it('mounts good elements and isolates a malformed one with one clear console error', async () => {
    document.body.innerHTML = `
      <div id="good" data-storefront-widget="add-to-cart" data-product='${JSON.stringify(poster)}'></div>
      <div id="broken" class="product-block" data-storefront-widget="add-to-cart" data-product="{oops"></div>
      <div id="unknown" data-storefront-widget="wishlist"></div>
      <div id="pill" data-storefront-widget="cart-pill"></div>`;
    const errors: string[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ready = await runtime();
    await mountWidgets({
      root: document,
      getRuntime: async () => ready,
      onError: (element, widget, reason) => {
        errors.push(element.id);
        logMountError(element, widget, reason);
      },
    });

    const state = (id: string) => document.getElementById(id)?.getAttribute('data-storefront-state');
    expect([state('good'), state('broken'), state('unknown'), state('pill')]).toEqual([
      'mounted',
      'error',
      'error',
      'mounted',
    ]);
    expect(errors.sort()).toEqual(['broken', 'unknown']);
    expect(document.getElementById('broken')?.getAttribute('data-storefront-error')).toMatch(
      /^data-product is not valid JSON/,
    );
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(consoleError.mock.calls.map(([message]) => message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^\[storefront\] add-to-cart on <div#broken\.product-block> was not mounted: data-product is not valid JSON/,
        ),
        '[storefront] wishlist on <div#unknown> was not mounted: unknown widget "wishlist" (expected one of add-to-cart, cart-pill, cart, restock-form, site-form, installment-pill)',
      ]),
    );
    await vi.waitFor(() => expect(document.querySelector('#good button')?.textContent).toBe('Add To Cart'));
  });

  it('mounts an element once, and again after it was unmounted', async () => {
    document.body.innerHTML = `<div id="pill" data-storefront-widget="cart-pill"></div>`;
    const ready = await runtime();
    const load = vi.fn(async () => ({ mount: () => () => undefined }));
    const options = { root: document, getRuntime: async () => ready, onError: () => undefined, load };
    await mountWidgets(options);
    await mountWidgets(options);
    expect(load).toHaveBeenCalledTimes(1);
    unmountWidget(document.getElementById('pill') as HTMLElement);
    await mountWidgets(options);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("waits for a widget's prepare() before mounting it, and reports one that fails", async () => {
    document.body.innerHTML = `
      <div id="form" data-storefront-widget="site-form"></div>
      <div id="pill" data-storefront-widget="cart-pill"></div>`;
    const ready = await runtime();
    let finishPreparing: () => void = () => undefined;
    const prepared = new Promise<void>((resolve) => {
      finishPreparing = resolve;
    });
    const mounted: string[] = [];
    const onError = vi.fn();
    const done = mountWidgets({
      root: document,
      getRuntime: async () => ready,
      onError,
      load: async (name) => ({
        ...(name === 'site-form' ? { prepare: () => prepared } : {}),
        mount: (element) => {
          mounted.push(element.id);
          return () => undefined;
        },
      }),
    });
    await vi.waitFor(() => expect(mounted).toEqual(['pill']));
    expect(document.getElementById('form')?.getAttribute('data-storefront-state')).toBe('mounting');
    finishPreparing();
    await done;
    expect(mounted).toEqual(['pill', 'form']);

    document.body.innerHTML = '<div id="failing" data-storefront-widget="site-form"></div>';
    await mountWidgets({
      root: document,
      getRuntime: async () => ready,
      onError,
      load: async () => ({
        prepare: () => Promise.reject(new Error('Please check your internet connection.')),
        mount: () => () => undefined,
      }),
    });
    expect(document.getElementById('failing')?.getAttribute('data-storefront-state')).toBe('error');
    expect(onError).toHaveBeenCalledWith(
      document.getElementById('failing'),
      'site-form',
      'Please check your internet connection.',
    );
  });
});
