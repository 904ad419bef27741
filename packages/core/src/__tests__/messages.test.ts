import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CATALOGUE_EN,
  CATALOGUE_FR,
  COMPILED_EN,
  COMPILED_FR,
  COMPILED_PLATFORM_EN,
  createMessages,
  PLATFORM_CATALOGUE_EN,
} from '@storefront/core';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, renderCompiledModule } from '../messages/compileCatalogue';
import type { CompiledMessage } from '../messages/types';

const messagesDir = fileURLToPath(new URL('../messages/', import.meta.url));

describe('compiled catalogues', () => {
  it('are up to date with the source catalogues (set UPDATE_CATALOGUES=1 to regenerate)', () => {
    const targets = [
      {
        file: 'compiled.en.ts',
        name: 'COMPILED_EN',
        source: 'catalogue.en.ts',
        catalogue: CATALOGUE_EN,
        compiled: COMPILED_EN,
      },
      {
        file: 'compiled.fr.ts',
        name: 'COMPILED_FR',
        source: 'catalogue.fr.ts',
        catalogue: CATALOGUE_FR,
        compiled: COMPILED_FR,
      },
      {
        file: 'compiled.platform.en.ts',
        name: 'COMPILED_PLATFORM_EN',
        source: 'catalogue.platform.en.ts',
        catalogue: PLATFORM_CATALOGUE_EN,
        compiled: COMPILED_PLATFORM_EN,
      },
    ];
    for (const target of targets) {
      if (process.env.UPDATE_CATALOGUES === '1') {
        writeFileSync(
          `${messagesDir}${target.file}`,
          renderCompiledModule(target.name, target.source, target.catalogue),
        );
        continue;
      }
      // Compared as data, so formatting the generated file (Biome) does not count as stale.
      expect(JSON.parse(JSON.stringify(target.compiled)), `${target.file} is stale`).toEqual(
        compileCatalogue(target.catalogue),
      );
    }
  });

  it('runtime code never imports the ICU parser', () => {
    const runtime = readFileSync(`${messagesDir}createMessages.ts`, 'utf8');
    expect(runtime).not.toContain('icu-messageformat-parser');
    expect(readFileSync(`${messagesDir}compiled.en.ts`, 'utf8')).not.toMatch(/^import (?!type)/m);
  });

  it('French covers only ids that exist in English', () => {
    for (const id of Object.keys(CATALOGUE_FR)) expect(Object.keys(CATALOGUE_EN)).toContain(id);
  });
});

/** Every argument name in a compiled message, with the select keys seen for it. */
function argumentsOf(message: CompiledMessage, found = new Map<string, Set<string>>()) {
  if (typeof message === 'string') return found;
  for (const part of message) {
    if (typeof part !== 'object') continue;
    const keys = found.get(part[0]) ?? new Set<string>();
    found.set(part[0], keys);
    if (part.length === 3 || part.length === 4) {
      for (const [key, branch] of Object.entries(part[2])) {
        if (part[1] === 'select') keys.add(key);
        argumentsOf(branch, found);
      }
    }
  }
  return found;
}

describe('the message runtime agrees with intl-messageformat', () => {
  const catalogues = [
    ['en', CATALOGUE_EN, COMPILED_EN],
    ['fr', CATALOGUE_FR, COMPILED_FR],
    ['en', PLATFORM_CATALOGUE_EN, COMPILED_PLATFORM_EN],
  ] as const;
  it.each(catalogues)(
    'on every %s message, for numbers 0, 1, 2, 5, 21, 1000 and text',
    (locale, source, compiled) => {
      const messages = createMessages({ locale, catalogue: compiled });
      let compared = 0;
      for (const [id, text] of Object.entries(source)) {
        const names = [...argumentsOf(compiled[id] ?? '')];
        const samples: (string | number)[] = [0, 1, 2, 5, 21, 1000, 'Size'];
        for (const sample of samples) {
          const values = Object.fromEntries(
            names.map(([name, keys]) => [name, keys.size ? ([...keys][0] ?? '') : sample]),
          );
          const expected = String(
            new IntlMessageFormat(text, locale, undefined, { ignoreTag: true }).format(values),
          );
          expect(messages.format(id as never, values), `${id} with ${JSON.stringify(values)}`).toBe(expected);
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(7 * 20);
    },
  );

  it('formats select, selectordinal, offset plurals and number arguments too', () => {
    const source = {
      select: '{kind, select, gift {A gift} other {An item}}',
      ordinal: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      offset: '{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}',
      number: 'Total {n, number} items',
    };
    const messages = createMessages({ catalogue: compileCatalogue(source) });
    for (const [id, text] of Object.entries(source)) {
      for (const n of [0, 1, 2, 3, 11, 22, 1234]) {
        for (const kind of ['gift', 'digital']) {
          const expected = String(new IntlMessageFormat(text, 'en').format({ n, kind }));
          expect(messages.format(id as never, { n, kind })).toBe(expected);
        }
      }
    }
  });

  it('a missing value shows its placeholder instead of throwing', () => {
    expect(createMessages().format('variant.selectName')).toBe('Select {variantName}');
  });

  it('rejects at build time what the runtime cannot format', () => {
    expect(() => compileCatalogue({ when: 'On {day, date, short}' })).toThrow(/when: ICU element type/);
    expect(() => compileCatalogue({ price: '{p, number, ::currency/EUR}' })).toThrow(/price: number styles/);
  });
});

describe('createMessages', () => {
  const en = createMessages();

  it('formats the platform default labels word for word', () => {
    expect(en.format('addToCart.label')).toBe('Add To Cart');
    expect(en.format('addToCart.subscribe')).toBe('Subscribe');
    expect(en.format('addToCart.quantity')).toBe('Quantity');
    expect(en.format('product.soldOut')).toBe('sold out');
    expect(en.format('product.sale')).toBe('sale');
    expect(en.format('variant.selectValue')).toBe('Select Value');
    expect(en.format('variant.selectName', { variantName: 'Size' })).toBe('Select Size');
    expect(en.format('addToCart.adding')).toBe('Adding…');
    expect(en.format('addToCart.added')).toBe('Added!');
    expect(en.format('form.saving')).toBe('Saving…');
    expect(en.format('form.submitting')).toBe('Submitting…');
    expect(en.format('restock.success')).toBe('Signed up!');
  });

  it('plural cart labels produce exactly the spec strings', () => {
    expect(en.format('cart.itemCount', { count: 1 })).toBe('One item in cart');
    expect(en.format('cart.itemCount', { count: 2 })).toBe('2 items in cart');
    expect(en.format('cart.itemCount', { count: 100 })).toBe('100 items in cart');
    expect(en.format('cart.moreThan100')).toBe('More than 100 items in cart');
    expect(en.format('cart.label')).toBe('Cart');
  });

  it('formats installment wording with the amount', () => {
    expect(en.format('installments.over', { amount: '$35.00' })).toBe('available for orders over $35.00');
    expect(en.format('installments.upTo', { amount: '$2,000.00' })).toBe(
      'available for orders up to $2,000.00',
    );
  });

  it('selects French for fr locales, falling back to English for untranslated ids', () => {
    const fr = createMessages({ locale: 'fr-CA', catalogue: COMPILED_FR });
    expect(fr.format('addToCart.label')).toBe('Ajouter au panier');
    expect(fr.format('cart.itemCount', { count: 1 })).toBe('Un article dans le panier');
    expect(fr.format('cart.itemCount', { count: 3 })).toBe('3 articles dans le panier');
    expect(fr.format('form.notConfigured')).toBe('This form has not been configured yet.');
  });

  it('loadMessages lazy-loads French for fr locales and stays English otherwise', async () => {
    const { loadMessages } = await import('@storefront/core');
    expect((await loadMessages({ locale: 'fr-CA' })).format('addToCart.added')).toBe('Ajouté !');
    expect((await loadMessages({ locale: 'en-GB' })).format('addToCart.added')).toBe('Added!');
    expect(
      (await loadMessages({ locale: 'fr', overrides: { 'addToCart.added': 'OK' } })).format(
        'addToCart.added',
      ),
    ).toBe('OK');
  });

  it('applies plain-text site overrides with {var} substitution', () => {
    const custom = createMessages({
      overrides: { 'addToCart.label': 'Buy now', 'variant.selectName': 'Pick a {variantName}' },
    });
    expect(custom.format('addToCart.label')).toBe('Buy now');
    expect(custom.format('variant.selectName', { variantName: 'Color' })).toBe('Pick a Color');
    expect(custom.format('addToCart.subscribe')).toBe('Subscribe');
  });

  it('accepts a descriptor', () => {
    expect(en.format({ id: 'cart.minimumSubtotal', values: { subtotal: '$10.00' } })).toBe(
      'To check out, your order subtotal must be $10.00 or more.',
    );
  });
});

describe('the platform half of the English catalogue', () => {
  const platform = createMessages({ catalogue: COMPILED_PLATFORM_EN });

  it('counts comments as the platform does', () => {
    expect([0, 1, 7].map((count) => platform.format('comments.count', { count }))).toEqual([
      'No Comments',
      '1 Comment',
      '7 Comments',
    ]);
  });

  it.each([
    ['navigation.notFound', {}, 'Unable to find site main navigation'],
    ['validation.email', {}, 'Please enter a valid email'],
    ['time.now', {}, 'less than a minute ago'],
    ['log.trackingStatus', { code: 500 }, 'Error tracking event: HTTP Status 500'],
    [
      'file.tooLarge',
      { fileName: 'a.png', maxSize: '20 MB' },
      'The file a.png is too large. The maximum allowed file size is 20 MB.',
    ],
  ] as const)('formats %s word for word', (id, values, text) => {
    expect(platform.format(id, values)).toBe(text);
  });

  it('keeps the storefront strings available beside it', () => {
    expect(platform.format('addToCart.label')).toBe('Add To Cart');
  });
});
