import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import {
  ADD_TO_CART_MESSAGE_IDS,
  CATALOGUE_EN,
  CATALOGUE_FR,
  COMPILED_EN,
  COMPILED_EN_ADD_TO_CART,
  COMPILED_EN_CART_PAGE,
  COMPILED_EN_FORMS,
  COMPILED_EN_INITIAL,
  COMPILED_EN_INSTALLMENTS,
  COMPILED_EN_INTERACTIVE,
  COMPILED_EN_RESTOCK,
  COMPILED_FR,
  COMPILED_PLATFORM_EN,
  createIcuMessageFormatter,
  createLazyMessages,
  createMessages,
  INITIAL_MESSAGE_IDS,
  isCartPageMessageId,
  type LazyMessagesLoad,
  type MessagePart,
  messagePartOf,
  PLATFORM_CATALOGUE_EN,
} from '@storefront-widgets/core';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';
import { compileCatalogue, renderCompiledModule } from '../messages/compileCatalogue';
import { ARGUMENT_ELEMENT, formatPlainMessage, LITERAL_ELEMENT } from '../messages/formatPlainMessage';

const messagesDir = fileURLToPath(new URL('../messages/', import.meta.url));

describe('compiled catalogues', () => {
  it('are up to date with the source catalogues (set UPDATE_CATALOGUES=1 to regenerate)', () => {
    const part = (name: MessagePart) =>
      Object.fromEntries(Object.entries(CATALOGUE_EN).filter(([id]) => messagePartOf(id) === name));
    const targets = [
      {
        file: 'compiled.en.initial.ts',
        name: 'COMPILED_EN_INITIAL',
        source: 'catalogue.en.ts',
        which: ': what a page shows before its HTTP client has loaded (see initialMessageIds.ts)',
        catalogue: part('initial'),
        compiled: COMPILED_EN_INITIAL,
      },
      {
        file: 'compiled.en.addToCart.ts',
        name: 'COMPILED_EN_ADD_TO_CART',
        source: 'catalogue.en.ts',
        which: ": the add-to-cart click's checks, shipped with the click's code (see initialMessageIds.ts)",
        catalogue: part('addToCart'),
        compiled: COMPILED_EN_ADD_TO_CART,
      },
      {
        file: 'compiled.en.interactive.ts',
        name: 'COMPILED_EN_INTERACTIVE',
        source: 'catalogue.en.ts',
        which: ': the messages that arrive with the HTTP client (see messagePartOf.ts)',
        catalogue: part('interactive'),
        compiled: COMPILED_EN_INTERACTIVE,
      },
      {
        file: 'compiled.en.forms.ts',
        name: 'COMPILED_EN_FORMS',
        source: 'catalogue.en.ts',
        which:
          ": a site form's labels, checks and failures, shipped with the widgets that show a form (see messagePartOf.ts)",
        catalogue: part('forms'),
        compiled: COMPILED_EN_FORMS,
      },
      {
        file: 'compiled.en.restock.ts',
        name: 'COMPILED_EN_RESTOCK',
        source: 'catalogue.en.ts',
        which: ": the restock form's, shipped with it (see messagePartOf.ts)",
        catalogue: part('restock'),
        compiled: COMPILED_EN_RESTOCK,
      },
      {
        file: 'compiled.en.installments.ts',
        name: 'COMPILED_EN_INSTALLMENTS',
        source: 'catalogue.en.ts',
        which: ": the installment pill's, shipped with it (see messagePartOf.ts)",
        catalogue: part('installments'),
        compiled: COMPILED_EN_INSTALLMENTS,
      },
      {
        file: 'compiled.en.cartPage.ts',
        name: 'COMPILED_EN_CART_PAGE',
        source: 'catalogue.en.ts',
        which: ": the cart page's labels, shipped with the cart widget (see initialMessageIds.ts)",
        catalogue: part('cartPage'),
        compiled: COMPILED_EN_CART_PAGE,
      },
      {
        file: 'compiled.fr.ts',
        name: 'COMPILED_FR',
        source: 'catalogue.fr.ts',
        which: '',
        catalogue: CATALOGUE_FR,
        compiled: COMPILED_FR,
      },
      {
        file: 'compiled.platform.en.ts',
        name: 'COMPILED_PLATFORM_EN',
        source: 'catalogue.platform.en.ts',
        which: '',
        catalogue: PLATFORM_CATALOGUE_EN,
        compiled: COMPILED_PLATFORM_EN,
      },
    ];
    for (const target of targets) {
      if (process.env.UPDATE_CATALOGUES === '1') {
        writeFileSync(
          `${messagesDir}${target.file}`,
          renderCompiledModule(target.name, target.source, target.catalogue, target.which),
        );
        continue;
      }
      // Compared as data, so formatting the generated file (Biome) does not count as stale.
      expect(JSON.parse(JSON.stringify(target.compiled)), `${target.file} is stale`).toEqual(
        compileCatalogue(target.catalogue),
      );
    }
  });

  it('runtime code never imports the ICU parser, and compiled catalogues are plain data', () => {
    for (const file of readdirSync(messagesDir).filter((name) => name.endsWith('.ts'))) {
      if (file === 'compileCatalogue.ts') continue;
      expect(readFileSync(`${messagesDir}${file}`, 'utf8'), file).not.toContain('icu-messageformat-parser');
    }
    for (const file of [
      'compiled.en.initial.ts',
      'compiled.en.addToCart.ts',
      'compiled.en.interactive.ts',
      'compiled.en.forms.ts',
      'compiled.en.restock.ts',
      'compiled.en.installments.ts',
      'compiled.en.cartPage.ts',
      'compiled.fr.ts',
    ]) {
      expect(readFileSync(`${messagesDir}${file}`, 'utf8'), file).not.toMatch(/^import (?!type)/m);
    }
  });

  it('the English parts make up the whole catalogue, each message once', () => {
    expect(JSON.parse(JSON.stringify(COMPILED_EN))).toEqual(compileCatalogue(CATALOGUE_EN));
    expect(Object.keys(COMPILED_EN_INITIAL).sort()).toEqual([...INITIAL_MESSAGE_IDS].sort());
    expect(Object.keys(COMPILED_EN_ADD_TO_CART).sort()).toEqual([...ADD_TO_CART_MESSAGE_IDS].sort());
    expect(Object.keys(COMPILED_EN_CART_PAGE).every(isCartPageMessageId)).toBe(true);
    const parts = [
      COMPILED_EN_INITIAL,
      COMPILED_EN_ADD_TO_CART,
      COMPILED_EN_INTERACTIVE,
      COMPILED_EN_FORMS,
      COMPILED_EN_RESTOCK,
      COMPILED_EN_INSTALLMENTS,
      COMPILED_EN_CART_PAGE,
    ];
    const ids = parts.flatMap((compiled) => Object.keys(compiled));
    expect(ids.sort()).toEqual(Object.keys(CATALOGUE_EN).sort());
  });

  it('French covers every id of English and no other, so a French page shows no English message', () => {
    expect(Object.keys(CATALOGUE_FR).sort()).toEqual(Object.keys(CATALOGUE_EN).sort());
  });
});

/** Every argument name in a message's AST, with the select keys seen for it. */
function argumentsOf(ast: readonly MessageFormatElement[], found = new Map<string, Set<string>>()) {
  for (const element of ast) {
    if (element.type === TYPE.literal || element.type === TYPE.pound || element.type === TYPE.tag) continue;
    const keys = found.get(element.value) ?? new Set<string>();
    found.set(element.value, keys);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const [key, option] of Object.entries(element.options)) {
        if (element.type === TYPE.select) keys.add(key);
        argumentsOf(option.value, found);
      }
    }
  }
  return found;
}

describe('compiled catalogues format exactly as their ICU source', () => {
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
        const names = [...argumentsOf(compiled[id] ?? [])];
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

  it('formats select, selectordinal, offset plurals, numbers and skeletons too', () => {
    const source = {
      select: '{kind, select, gift {A gift} other {An item}}',
      ordinal: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      offset: '{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}',
      number: 'Total {n, number} items',
      currency: 'Pay {n, number, ::currency/EUR}',
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
    expect(messages.format('currency' as never, { n: 1234 })).toBe('Pay €1,234.00');
  });

  it('a missing value shows its placeholder instead of throwing, plain or ICU', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createMessages().format('variant.selectName')).toBe('Select {variantName}');
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('variantName'));
    const icu = createMessages({
      catalogue: compileCatalogue({ gift: 'For {name}: {kind, select, card {a card} other {a gift}}' }),
    });
    expect(icu.format('gift' as never, { kind: 'card' })).toBe('For {name}: a card');
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('name'));
  });

  it('an unknown id shows the id', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createMessages().format('no.such.id' as never)).toBe('no.such.id');
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

  it('selects French for fr locales, every message of every widget included', () => {
    const fr = createMessages({ locale: 'fr-CA', catalogue: COMPILED_FR });
    expect(fr.format('addToCart.label')).toBe('Ajouter au panier');
    expect(fr.format('cart.itemCount', { count: 1 })).toBe('Un article dans le panier');
    expect(fr.format('cart.itemCount', { count: 3 })).toBe('3 articles dans le panier');
    expect(fr.format('form.notConfigured')).toBe('Ce formulaire n’a pas encore été configuré.');
    expect(fr.format('likert.stronglyAgree')).toBe('Tout à fait d’accord');
    expect(fr.format('installments.learnMore', { brand: 'Afterpay' })).toBe('En savoir plus sur Afterpay');
    expect(fr.format('dialog.close')).toBe('Fermer');
  });

  it('loadMessages lazy-loads French for fr locales and stays English otherwise', async () => {
    const { loadMessages } = await import('@storefront-widgets/core');
    expect((await loadMessages({ locale: 'fr-CA' })).format('addToCart.added')).toBe('Ajouté !');
    expect((await loadMessages({ locale: 'fr_FR' })).format('form.required')).toBe('Obligatoire');
    expect((await loadMessages({ locale: 'en-GB' })).format('addToCart.added')).toBe('Added!');
    expect((await loadMessages({ locale: 'de-DE' })).format('addToCart.added')).toBe('Added!');
  });

  it('loadTranslation answers the French catalogue for fr locales and nothing for English ones', async () => {
    const { loadTranslation, translationLanguageOf } = await import('@storefront-widgets/core');
    expect(await loadTranslation('fr-CA')).toBe(COMPILED_FR);
    expect(await loadTranslation('en-US')).toBeUndefined();
    expect(await loadTranslation('constructor')).toBeUndefined();
    expect(translationLanguageOf('FR-ca')).toBe('fr');
    expect(translationLanguageOf('de')).toBeUndefined();
  });

  it("takes a site's own wording as a compiled catalogue over English", () => {
    const custom = createMessages({
      catalogue: compileCatalogue({
        'addToCart.label': 'Buy now',
        'variant.selectName': 'Pick a {variantName}',
      }),
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

describe('createLazyMessages', () => {
  /** A load the test resolves or rejects by hand, as a chunk download would. */
  function manualLoad() {
    const loads: { resolve: (loaded: LazyMessagesLoad) => void; reject: (error: Error) => void }[] = [];
    const load = () =>
      new Promise<LazyMessagesLoad>((resolve, reject) => {
        loads.push({ resolve, reject });
      });
    return { loads, load };
  }
  const everything = (): LazyMessagesLoad => ({
    formatter: createIcuMessageFormatter('en'),
    catalogue: COMPILED_EN_INTERACTIVE,
  });

  it('formats the initial messages before the rest and intl-messageformat have loaded', () => {
    const { loads, load } = manualLoad();
    const messages = createLazyMessages({ catalogue: COMPILED_EN_INITIAL, load });
    expect(messages.format('addToCart.label')).toBe('Add To Cart');
    expect(messages.format('variant.selectName', { variantName: 'Size' })).toBe('Select Size');
    expect(messages.format('addToCart.quantityOutOfRange', { min: 1, max: 9999 })).toBe(
      'Quantity must be between 1 and 9999.',
    );
    expect(messages.format('http.noConnection')).toBe('Please check your internet connection.');
    expect(loads).toHaveLength(0);
  });

  it('formats the rest and the plurals once preload() has brought them, loading once', async () => {
    const { loads, load } = manualLoad();
    const messages = createLazyMessages({ locale: 'en', catalogue: COMPILED_EN_INITIAL, load });
    const first = messages.preload();
    const second = messages.preload();
    expect(loads).toHaveLength(1);
    loads[0]?.resolve(everything());
    await Promise.all([first, second]);
    expect(messages.format('cart.itemCount', { count: 1 })).toBe('One item in cart');
    expect(messages.format('cart.itemCount', { count: 3 })).toBe('3 items in cart');
    expect(messages.format('http.rateLimited')).toBe('Please try again in a few seconds.');
    expect(messages.format('addToCart.label')).toBe('Add To Cart');
    // A widget's own part comes with its chunk.
    messages.addCatalogue(COMPILED_EN_FORMS);
    expect(messages.format('form.required')).toBe('Required');
  });

  it('reports a message asked for too early and shows its id; a failed load can be retried', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { loads, load } = manualLoad();
    const messages = createLazyMessages({ catalogue: COMPILED_EN, load });
    expect(messages.format('cart.itemCount', { count: 2 })).toBe('cart.itemCount');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"cart.itemCount" was formatted before'));
    const failed = messages.preload();
    loads[0]?.reject(new Error('chunk failed'));
    await expect(failed).rejects.toThrow('chunk failed');
    const retried = messages.preload();
    expect(loads).toHaveLength(2);
    loads[1]?.resolve(everything());
    await retried;
    expect(messages.format('cart.itemCount', { count: 2 })).toBe('2 items in cart');
  });
});

describe('formatPlainMessage', () => {
  it('knows the formatjs element types it writes', () => {
    expect([LITERAL_ELEMENT, ARGUMENT_ELEMENT]).toEqual([TYPE.literal, TYPE.argument]);
  });

  it('writes literal text and plain arguments, and leaves every other element to intl-messageformat', () => {
    const { label, greeting, count, price } = compileCatalogue({
      label: "Type '{'braces'}' as is",
      greeting: 'Hello {name}, {n}!',
      count: '{n, plural, one {# item} other {# items}}',
      price: 'Total {n, number}',
    });
    expect(formatPlainMessage(label ?? [], {})).toBe('Type {braces} as is');
    expect(formatPlainMessage(greeting ?? [], { name: 'Ada', n: 1234 })).toBe('Hello Ada, 1234!');
    expect(formatPlainMessage(count ?? [], { n: 1 })).toBeUndefined();
    expect(formatPlainMessage(price ?? [], { n: 1 })).toBeUndefined();
  });
});
