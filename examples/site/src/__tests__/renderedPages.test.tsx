// @vitest-environment happy-dom
import { parseProps as readAddToCart } from '@storefront-widgets/add-to-cart-button';
import { isVariantSoldOut, type Product, resolveVariant, type ShoppingCart } from '@storefront-widgets/core';
import { createInPageBackend } from '@storefront-widgets/mock-backend/browser';
import { render as renderTemplate } from '@storefront-widgets/template';
import {
  createCartEntry,
  createCatalogue,
  createFormCatalogue,
  createShoppingCart,
  TEST_CAPTCHA_SITE_KEY,
} from '@storefront-widgets/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../../packages/embed/src/config/readConfig';
import { mountWidgets } from '../../../../packages/embed/src/loader/mountWidgets';
import { createRuntime } from '../../../../packages/embed/src/runtime';
import {
  cartPage,
  formPage,
  homePage,
  infoPage,
  type PageJson,
  productPage,
  restockPage,
  type WebsiteSettings,
} from '../pageData/sitePages';
import { createSiteRenderer } from '../render/createSiteRenderer';

const renderer = createSiteRenderer();
const products = createCatalogue();
const SITE: WebsiteSettings = {
  websiteId: 'site-demo',
  timeZone: 'America/New_York',
  currency: 'USD',
  captchaSettings: { siteKey: TEST_CAPTCHA_SITE_KEY },
  restockSuccessText: null,
  storeSettings: { multipleQuantityAllowedForServices: true },
};

/**
 * Markup parsed as the browser parses it, inert (a template's content loads no stylesheet or
 * script); `<html>`, `<head>` and `<body>` tags are dropped, their content kept.
 */
function parse(html: string): Document {
  const template = document.createElement('template');
  template.innerHTML = html;
  // The readers only query the tree; a fragment answers those queries as the page would.
  return template.content as unknown as Document;
}

/** A page rendered by the site's templates, with no template error. */
function renderPage(template: string, data: PageJson) {
  const { html, errors } = renderer.render(template, data);
  expect(errors).toEqual([]);
  return parse(html);
}

/** Attributes that hold element ids. */
const ID_ATTRIBUTES = new Set(['id', 'for', 'aria-describedby', 'aria-labelledby', 'aria-controls']);

/**
 * A block's markup in a canonical form: attributes sorted (the server and the browser write
 * them in different orders), generated ids replaced by their order of appearance (the server and
 * each browser provider generate different ids; which label points at which control must not
 * differ), without the server's `selected` attribute (the browser sets the property) and
 * without what the captcha library adds to its container.
 */
function markupOf(element: Element): string {
  const ids = new Map<string, string>();
  const rename = (id: string) => ids.get(id) ?? ids.set(id, `id${ids.size + 1}`).get(id);
  const write = (node: Node): string => {
    if (node.nodeType === node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const isCaptcha = node.classList.contains('sf-captcha');
    const attributes = [...node.attributes]
      .filter(({ name }) => name !== 'selected' && !(isCaptcha && name === 'data-widget-id'))
      .map(({ name, value }) =>
        ID_ATTRIBUTES.has(name)
          ? `${name}="${value.split(' ').map(rename).join(' ')}"`
          : `${name}="${value}"`,
      )
      .sort();
    const children = isCaptcha ? '' : [...node.childNodes].map(write).join('');
    return `<${node.localName}${attributes.map((attribute) => ` ${attribute}`).join('')}>${children}</${node.localName}>`;
  };
  return [...element.childNodes].map(write).join('');
}

const product = (slug: string) => {
  const found = products.find((item) => item.urlSlug === slug);
  if (!found) throw new Error(`no product ${slug}`);
  return found;
};

/** The product as the data-product reference of the template authors' guide describes it, from the backend's product. */
const expectedAddToCartProduct = (item: Product) => ({
  id: item.id,
  name: item.name,
  productType: item.productType,
  variantOptionOrdering: item.variants.length > 1 ? item.variantOptionOrdering : [],
  additionalFieldsFormId: item.additionalFieldsFormId,
  isSubscribable: item.isSubscribable,
  useCustomAddButtonText: item.useCustomAddButtonText,
  customAddButtonText: item.customAddButtonText,
  variants: item.variants.map((variant) => ({
    id: variant.id,
    sku: variant.sku,
    attributes: variant.attributes,
    unlimited: variant.unlimited,
    qtyInStock: variant.qtyInStock,
    priceCents: variant.onSale ? variant.salePriceCents : variant.priceCents,
    // On sale, the regular price the widget strikes through when the variant is chosen.
    ...(variant.onSale ? { compareAtPriceCents: variant.priceCents } : {}),
    ...(variant.attributes.Color ? { imageUrl: `/images/${item.id}--${variant.attributes.Color}.svg` } : {}),
  })),
});

describe('the example store pages (templates/*.jsont)', () => {
  it('render every page from its JSON without a template error', () => {
    const forms = createFormCatalogue();
    const cart: ShoppingCart = createShoppingCart({
      entries: [
        createCartEntry({
          itemId: 'prod-tee',
          chosenVariant: { sku: 'TEE-S-WHT', attributes: { Size: 'S', Color: 'White' } },
          quantity: 2,
        }),
      ],
    });
    const pages: Array<[string, PageJson]> = [
      ['home', homePage(SITE, products)],
      ...products.map((item): [string, PageJson] => ['product', productPage(SITE, item)]),
      ['restock', restockPage(SITE, products)],
      ['cart', cartPage(SITE, cart)],
      ['cart', cartPage(SITE, createShoppingCart())],
      ...forms.map((form): [string, PageJson] => [
        'form',
        formPage(SITE, { title: form.name, intro: '', form }),
      ]),
      ['info', infoPage(SITE, 'Thank you', ['We received your request.'])],
    ];
    for (const [template, data] of pages) {
      const { errors } = renderer.render(template, data);
      expect(errors).toEqual([]);
    }
  });

  it('write prices, status marks and scarcity with the commerce formatters', () => {
    const tea = renderPage('product', productPage(SITE, product('tea-set')));
    expect(tea.querySelector('.product__price')?.textContent?.trim()).toBe('¥4,800');
    expect(tea.querySelector('.product-scarcity')?.textContent?.trim()).toBe('Only 20 left in stock');
    const vinyl = renderPage('product', productPage(SITE, product('sold-out-vinyl')));
    expect(vinyl.querySelector('.product-mark')?.textContent).toBe('sold out');
    const poster = renderPage('product', productPage(SITE, product('poster')));
    expect(poster.querySelector('.product-mark')?.textContent).toBe('sale');
    expect(poster.querySelector('.original-price')?.textContent).toBe('€18.00');
  });

  it('write the cart table without a script, its Discount line only when there is a discount', () => {
    const entries = [
      createCartEntry({
        itemId: 'prod-tee',
        chosenVariant: { sku: 'TEE-S-WHT', attributes: { Size: 'S', Color: 'White' } },
        quantity: 2,
      }),
    ];
    const plain = renderPage('cart', cartPage(SITE, createShoppingCart({ entries })));
    expect(plain.querySelector('.cart-table tbody tr')?.getAttribute('data-sku')).toBe('TEE-S-WHT');
    expect(plain.querySelector('[data-total="discount"]')).toBeNull();
    const discounted = renderPage(
      'cart',
      cartPage(SITE, createShoppingCart({ entries, discountCents: 500 })),
    );
    expect(discounted.querySelector('[data-total="discount"]')?.textContent).toBe('$5.00');
  });

  it('escape what comes from data', () => {
    const hostile = { ...product('tee'), name: '<img src=x onerror=alert(1)>', description: '"><script>' };
    const page = renderPage('product', productPage(SITE, hostile));
    expect(page.querySelector('img[src="x"], script:not([src]):not([type])')).toBeNull();
    expect(page.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(page.querySelector('.product__description')?.textContent).toBe('"><script>');
  });

  it('give the drop-in the same product the backend serves, in the add-to-cart block', () => {
    for (const item of products) {
      const page = renderPage('product', productPage(SITE, item));
      const blocks = page.querySelectorAll<HTMLElement>('[data-storefront-widget="add-to-cart"]');
      expect(blocks).toHaveLength(1);
      const read = readAddToCart(blocks[0] as HTMLElement);
      expect(read).toEqual({
        ok: true,
        props: {
          product: expectedAddToCartProduct(item),
          imageSelector: '.product__image',
          priceSelector: '.product__price',
        },
      });
    }
  });

  it("head the restock block of a product with sold-out choices by each choice's name", () => {
    const tee = products.find((item) => item.id === 'prod-tee');
    if (!tee) throw new Error('no tee in the catalogue');
    const page = renderPage('product', productPage(SITE, tee));
    const headings = [...page.querySelectorAll<HTMLElement>('[data-restock-block] h2')];
    expect(
      headings.map((heading) => [heading.dataset.restockHeadingFor, heading.textContent, heading.hidden]),
    ).toEqual([['var-tee-m-blk', 'Classic Tee (M / Black) is sold out', true]]);
  });

  it('agree with the platform formatters on labels, options and the quantity field', () => {
    for (const item of products) {
      const data = productPage(SITE, item);
      const page = renderPage('product', data);
      const platform = new DOMParser().parseFromString(
        renderTemplate('{.section item}{@|variants-select}{@|quantity-input}{@|add-to-cart-btn}{.end}', {
          data,
        }).output,
        'text/html',
      );
      const block = page.querySelector('.sf-add-to-cart');
      // Where the only variant there is to buy is sold out, the widget says so before the click
      // and disables the button (issue 16); the platform's button keeps its label until clicked.
      const { variant } = resolveVariant(item, {});
      const button = block?.querySelector('button');
      if (variant && isVariantSoldOut(variant)) {
        expect([button?.textContent, button?.disabled]).toEqual(['sold out', true]);
      } else {
        expect(button?.textContent).toBe(
          platform.querySelector('.sqs-add-to-cart-button')?.getAttribute('data-original-label'),
        );
      }
      expect(block?.querySelectorAll('input[name="quantity"]').length).toBe(
        platform.querySelectorAll('.product-quantity-input').length,
      );
      // The choices of each select. Their first, empty option differs for gift cards only: the
      // platform calls a gift card's one option 'Value' ('Select Value', platform §9), the widget
      // by its name ('Select Amount').
      const options = (root: Element | Document | null | undefined) =>
        [...(root?.querySelectorAll('select') ?? [])].map((select) => [
          ...(item.productType === 4 ? [] : [select.options[0]?.textContent]),
          ...[...select.options].slice(1).map((option) => [option.value, option.textContent]),
        ]);
      expect(options(block)).toEqual(options(platform));
    }
  });
});

/**
 * Puts a rendered page's `<main>` into the document, runs the drop-in's loader over it with the
 * configuration the drop-in reads from the page, and returns every block's markup before and
 * after mounting, once each widget has replaced the server's children with its own.
 */
async function mountOver(page: Document) {
  const { config, errors } = readConfig(page);
  expect(errors).toEqual([]);
  const main = page.querySelector('main');
  if (!main) throw new Error('the page has no <main>');
  document.body.append(document.importNode(main, true));
  // The cart pill's slot (inside <main> since the phone layout change) is empty on the server:
  // the pill is hidden at 0 items, so there is nothing to pre-render and nothing to compare.
  const blocks = [
    ...document.querySelectorAll<HTMLElement>(
      '[data-storefront-widget]:not([data-storefront-widget="cart-pill"])',
    ),
  ];
  const before = blocks.map(markupOf);
  const serverChildren = blocks.map((block) => block.firstElementChild);
  const backend = await createInPageBackend();
  const failures: string[] = [];
  await mountWidgets({
    root: document,
    getRuntime: async () => createRuntime({ ...config, apiBase: backend.origin }, { fetch: backend.fetch }),
    onError: (_element, widget, reason) => failures.push(`${widget}: ${reason}`),
  });
  expect(failures).toEqual([]);
  await vi.waitFor(() => expect(serverChildren.map((child) => child?.isConnected)).not.toContain(true));
  return { blocks, before, after: blocks.map(markupOf) };
}

describe('the drop-in mounting over the pre-rendered blocks', () => {
  beforeAll(() => {
    // The offline captcha the example site loads; its box is not part of the comparison.
    window.grecaptcha = { render: () => 1, reset: () => undefined, getResponse: () => '' };
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each(products.map((item) => [item.urlSlug, item] as const))(
    '%s: renders exactly the markup the server wrote',
    async (_slug, item) => {
      const { blocks, before, after } = await mountOver(renderPage('product', productPage(SITE, item)));
      expect(blocks.map((block) => block.dataset.storefrontWidget)).toContain('add-to-cart');
      expect(after).toEqual(before);
    },
  );

  it('/restock: every back-in-stock form, captcha included', async () => {
    const { blocks, before, after } = await mountOver(renderPage('restock', restockPage(SITE, products)));
    expect(blocks.map((block) => block.dataset.variantId)).toEqual(['var-tee-m-blk', 'var-vinyl-ltd']);
    expect(blocks.every((block) => block.querySelector('.sf-captcha--classic'))).toBe(true);
    expect(after).toEqual(before);
  });
});
