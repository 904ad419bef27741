// @vitest-environment happy-dom
import {
  type AddToCartControllerLoader,
  type AddToCartProduct,
  type AddToCartResult,
  createAddToCart,
  createCartStore,
  createHttpClient,
  createProductSelection,
  getDefaultMessages,
  type ProductSelection,
} from '@storefront-widgets/core';
import { createInPageBackend } from '@storefront-widgets/mock-backend/browser';
import { PRODUCT_IDS } from '@storefront-widgets/test-utils';
import {
  act,
  createTestProvider,
  render,
  renderer,
  screen,
  waitFor,
} from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { type ReactNode, StrictMode, useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Money,
  type StoreApi,
  StorefrontProvider,
  type UseAddToCartResult,
  type UseProductSelectionResult,
  useAddToCart,
  useController,
  useDeferredAddToCart,
  useProductSelection,
  useStore,
} from '../index';

/** The seeded tee as a page carries it: M/Black sold out, L/Black with 2 left. */
const tee: AddToCartProduct = {
  id: PRODUCT_IDS.tee,
  name: 'Classic Tee',
  productType: 1,
  variantOptionOrdering: ['Size', 'Color'],
  variants: [
    {
      sku: 'TEE-S-BLK',
      attributes: { Size: 'S', Color: 'Black' },
      unlimited: false,
      qtyInStock: 10,
      priceCents: 2500,
    },
    {
      sku: 'TEE-M-BLK',
      attributes: { Size: 'M', Color: 'Black' },
      unlimited: false,
      qtyInStock: 0,
      priceCents: 2500,
    },
    {
      sku: 'TEE-S-WHT',
      attributes: { Size: 'S', Color: 'White' },
      unlimited: false,
      qtyInStock: 25,
      priceCents: 1900,
      compareAtPriceCents: 2500,
    },
    {
      sku: 'TEE-M-WHT',
      attributes: { Size: 'M', Color: 'White' },
      unlimited: false,
      qtyInStock: 25,
      priceCents: 2500,
    },
  ],
};

interface SwatchCardProps {
  loadController?: AddToCartControllerLoader;
  selection?: ProductSelection;
  selectedOptions?: Record<string, string>;
  onSelectedOptionsChange?: (next: Record<string, string>) => void;
  quantity?: string;
  onQuantityChange?: (next: string) => void;
  onAdded?: () => void;
}

/**
 * Swatches and a price, built only from the hooks: what a developer writes for their own card.
 * With `loadController` the controller is loaded later (`useDeferredAddToCart`).
 */
function SwatchCard({ loadController, ...props }: SwatchCardProps) {
  return loadController ? (
    <DeferredSwatchCard {...props} loadController={loadController} />
  ) : (
    <EagerSwatchCard {...props} />
  );
}

const addedCallback = (onAdded: (() => void) | undefined) => ({
  onResult: (result: AddToCartResult) => {
    if (result.type === 'added') onAdded?.();
  },
});

function EagerSwatchCard({ onAdded, ...options }: Omit<SwatchCardProps, 'loadController'>) {
  const product = useProductSelection(tee, options);
  const cart = useAddToCart(product.selection, addedCallback(onAdded));
  return <SwatchCardView product={product} cart={cart} />;
}

function DeferredSwatchCard({
  onAdded,
  loadController,
  ...options
}: SwatchCardProps & { loadController: AddToCartControllerLoader }) {
  const product = useProductSelection(tee, options);
  const cart = useDeferredAddToCart(product.selection, loadController, addedCallback(onAdded));
  return <SwatchCardView product={product} cart={cart} />;
}

function SwatchCardView({ product, cart }: { product: UseProductSelectionResult; cart: UseAddToCartResult }) {
  return (
    <div>
      {product.options.map((option) => (
        <fieldset key={option.name}>
          <legend>{option.name}</legend>
          {option.values.map((value) => (
            <button
              type="button"
              key={value.value}
              aria-pressed={value.isSelected}
              data-sold-out={value.isSoldOut || undefined}
              onClick={() => product.selectOption(option.name, value.value)}
            >
              {value.value}
            </button>
          ))}
        </fieldset>
      ))}
      <input
        aria-label="Qty"
        value={product.quantity}
        onChange={(e) => product.setQuantity(e.target.value)}
      />
      <p data-testid="price">
        {product.compareAtPriceCents !== null && <Money as="s" value={product.compareAtPriceCents} />}
        {product.priceCents !== null && <Money value={product.priceCents} />}
      </p>
      <p data-testid="variant">{product.variant?.sku ?? product.unavailableReason}</p>
      <button type="button" disabled={cart.isDisabled} onClick={() => cart.add()}>
        {cart.label}
      </button>
      <button type="button" onClick={cart.preload}>
        Warm up
      </button>
      {cart.alert && <p role="alert">{cart.alert.message}</p>}
    </div>
  );
}

function Parent({ changes }: { changes: Record<string, string>[] }) {
  const [selectedOptions, setSelectedOptions] = useState<Record<string, string>>({ Size: 'S' });
  const [quantity, setQuantity] = useState('3');
  return (
    <>
      <SwatchCard
        selectedOptions={selectedOptions}
        onSelectedOptionsChange={(next) => {
          changes.push(next);
          // The parent only lets the shopper pick white.
          if (next.Color !== 'Black') setSelectedOptions(next);
        }}
        quantity={quantity}
        onQuantityChange={setQuantity}
      />
      <button type="button" onClick={() => setSelectedOptions({ Size: 'M', Color: 'White' })}>
        Reset
      </button>
    </>
  );
}
function Summary({ probe }: { probe: { renders: number; selection?: ProductSelection } }) {
  const [store] = useState(() => createProductSelection(tee));
  probe.selection = store;
  const slice = useStore(store, (state) => ({
    sku: state.variant?.sku ?? null,
    sizes: state.options[0]?.values.length,
  }));
  probe.renders += 1;
  return <p data-testid="slice">{`${slice.sku} ${slice.sizes}`}</p>;
}
function Sku({ store }: { store: ProductSelection }) {
  return <p>{useStore(store, (state) => ({ sku: state.variant?.sku })).sku}</p>;
}
function Host<C extends StoreApi<number>>(props: {
  n: number;
  create: (options: { n: number }) => C;
  rendered: Set<C>;
}) {
  const [, controller] = useController(props.create, { n: props.n });
  // Committed controllers only: StrictMode may render and discard one that never mounts.
  useEffect(() => {
    props.rendered.add(controller);
  });
  return null;
}
/** A controller that records the options it was given and its destruction. */
function fakeController(options: { n: number }) {
  return { options, getState: () => 0, subscribe: () => () => {}, setOptions: vi.fn(), destroy: vi.fn() };
}
type FakeController = ReturnType<typeof fakeController>;

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

afterEach(() => {
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim())) {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring the page's own cookies is the point
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});

/** Renders against the reference backend running in the page. */
async function withBackend(node: ReactNode) {
  const backend = await createInPageBackend();
  const client = createHttpClient({ baseUrl: backend.origin, fetch: backend.fetch });
  const messages = getDefaultMessages();
  const cartStore = createCartStore({ client, messages });
  const navigation = {
    goToCart: vi.fn(),
    goToCheckout: vi.fn(),
    goToSubscriptionCheckout: vi.fn(),
    goToGiftCardPage: vi.fn(),
  };
  render(
    <StorefrontProvider client={client} cartStore={cartStore} messages={messages} navigation={navigation}>
      {node}
    </StorefrontProvider>,
  );
  return { user: userEvent.setup(), cartStore };
}

describe('useProductSelection', () => {
  it('uncontrolled: swatches choose the variant, mark sold-out values, and the price follows with <Money>', async () => {
    const { Wrapper } = createTestProvider();
    render(<SwatchCard />, { wrapper: Wrapper });
    const user = userEvent.setup();
    expect(screen.getByTestId('variant').textContent).toBe('missingOptions');
    expect(screen.getByTestId('price').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Black' }));
    expect(pressed('Black')).toBe('true');
    expect(screen.getByRole('button', { name: 'M' }).dataset.soldOut).toBe('true');
    await user.click(screen.getByRole('button', { name: 'M' }));
    expect(screen.getByTestId('variant').textContent).toBe('TEE-M-BLK');
    expect(screen.getByRole('button', { name: /sold out/i }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'White' }));
    expect(screen.getByTestId('variant').textContent).toBe('TEE-S-WHT');
    expect(screen.getByTestId('price').innerHTML).toBe('<s>$25.00</s><span>$19.00</span>');
  });

  it('controlled: shows the parent’s choice and quantity, asks the parent to change them', async () => {
    const changes: Record<string, string>[] = [];
    const { Wrapper } = createTestProvider();
    render(<Parent changes={changes} />, { wrapper: Wrapper });
    const user = userEvent.setup();
    expect(pressed('S')).toBe('true');
    expect((screen.getByLabelText('Qty') as HTMLInputElement).value).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Black' }));
    expect(changes.at(-1)).toEqual({ Size: 'S', Color: 'Black' });
    expect(pressed('Black')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'White' }));
    expect(screen.getByTestId('variant').textContent).toBe('TEE-S-WHT');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByTestId('variant').textContent).toBe('TEE-M-WHT');
    await user.clear(screen.getByLabelText('Qty'));
    await user.type(screen.getByLabelText('Qty'), '7');
    expect((screen.getByLabelText('Qty') as HTMLInputElement).value).toBe('7');
  });
  it('binds a shared store without owning it: other readers follow, unmounting leaves it working', async () => {
    const shared = createProductSelection(tee);
    const { Wrapper } = createTestProvider();
    // The parent's controlled choice is the owner's business: it does not reach a shared store.
    const view = render(
      <>
        <SwatchCard selection={shared} selectedOptions={{ Size: 'M' }} />
        <Sku store={shared} />
      </>,
      { wrapper: Wrapper },
    );
    const user = userEvent.setup();
    expect(pressed('M')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'White' }));
    expect(shared.getState().variant?.sku).toBe('TEE-S-WHT');
    expect(screen.getByTestId('variant').textContent).toBe('TEE-S-WHT');
    expect(screen.getByText('TEE-S-WHT', { selector: 'p:not([data-testid])' })).toBeTruthy();
    // Changed elsewhere (a URL's ?variant=, another widget of the block): the hook shows it.
    act(() => shared.setSelectedOptions({ Size: 'M', Color: 'White' }));
    expect(pressed('M')).toBe('true');
    view.unmount();
    const seen: string[] = [];
    shared.subscribe((state) => seen.push(state.variant?.sku ?? ''));
    shared.selectOption('Size', 'S');
    expect(seen).toEqual(['TEE-S-WHT']);
  });
});

describe('useAddToCart', () => {
  it('adds the chosen variant to the cart and walks the button through Adding… and Added!', async () => {
    const onAdded = vi.fn();
    const { user, cartStore } = await withBackend(<SwatchCard onAdded={onAdded} />);
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please select the Size and Color options.',
    );
    await user.click(screen.getByRole('button', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'White' }));
    await user.clear(screen.getByLabelText('Qty'));
    await user.type(screen.getByLabelText('Qty'), '2');
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(
      cartStore.getState().cart?.entries.map((entry) => [entry.chosenVariant.sku, entry.quantity]),
    ).toEqual([['TEE-S-WHT', 2]]);
    expect(await screen.findByRole('button', { name: 'Added!' })).toBeTruthy();
  });
  it('loads its controller later: idle until then, a failed load is the network alert, the next click loads again', async () => {
    const load = vi
      .fn<AddToCartControllerLoader>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async (options) => createAddToCart(options));
    const onAdded = vi.fn();
    const { user, cartStore } = await withBackend(<SwatchCard loadController={load} onAdded={onAdded} />);
    await user.click(screen.getByRole('button', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'White' }));
    // Nothing loads with the component: the code arrives when asked for.
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please check your internet connection.',
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(cartStore.getState().cart?.entries ?? []).toEqual([]);
    // Loaded ahead (the browser is idle, a pointer nears): the click then uses it without loading again.
    await user.click(screen.getByRole('button', { name: 'Warm up' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(load).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Added!' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(cartStore.getState().cart?.entries.map((entry) => entry.chosenVariant.sku)).toEqual(['TEE-S-WHT']);
  });
});

describe('Money', () => {
  it('formats minor units with the provider’s currency, or the one given, by the store’s rules', () => {
    const { Wrapper } = createTestProvider({ locale: 'de-DE' });
    render(
      <>
        <Money value={123456} data-testid="usd" />
        <Money value={4800} currency="JPY" data-testid="jpy" />
      </>,
      { wrapper: Wrapper },
    );
    // Without useCLDRMoneyFormat the platform's separators apply: comma thousands, dot decimal.
    expect(screen.getByTestId('usd').textContent).toMatch(/1,234\.56/);
    expect(screen.getByTestId('jpy').textContent).toMatch(/4,800/);
    const cldr = createTestProvider({ locale: 'de-DE', settings: { useCLDRMoneyFormat: true } });
    render(<Money value={123456} data-testid="cldr" />, { wrapper: cldr.Wrapper });
    expect(screen.getByTestId('cldr').textContent).toMatch(/1\.234,56/);
  });
});

describe('useStore', () => {
  it('takes a selector that builds an object without looping, and skips renders for equal slices', () => {
    const { Wrapper } = createTestProvider();
    const probe: { renders: number; selection?: ProductSelection } = { renders: 0 };
    render(<Summary probe={probe} />, { wrapper: Wrapper });
    const before = probe.renders;
    act(() => probe.selection?.setQuantity('4'));
    expect(probe.renders).toBe(before);
    act(() => probe.selection?.setSelectedOptions({ Size: 'S', Color: 'Black' }));
    expect(screen.getByTestId('slice').textContent).toBe('TEE-S-BLK 2');
  });

  // react-dom/server renders React elements only; the drop-in (preact) never renders on a server.
  it.skipIf(renderer === 'preact')('renders on a server from the store’s snapshot', () => {
    const store = createProductSelection(tee, { defaultSelectedOptions: { Size: 'S', Color: 'Black' } });
    expect(renderToString(<Sku store={store} />)).toContain('TEE-S-BLK');
  });
});

describe('useController', () => {
  it('creates once, pushes changed options in, and destroys on unmount (also under StrictMode)', () => {
    const create = fakeController;
    const rendered = new Set<FakeController>();
    const { rerender, unmount } = render(
      <StrictMode>
        <Host n={1} create={create} rendered={rendered} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <Host n={1} create={create} rendered={rendered} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <Host n={2} create={create} rendered={rendered} />
      </StrictMode>,
    );
    // StrictMode's second mount gets a fresh controller for the destroyed one; the one in use is live.
    const inUse = [...rendered].at(-1);
    expect(inUse?.destroy).not.toHaveBeenCalled();
    expect(inUse?.options).toEqual({ n: 1 });
    expect(inUse?.setOptions.mock.calls).toEqual([[{ n: 2 }]]);
    for (const controller of rendered)
      if (controller !== inUse) expect(controller.destroy).toHaveBeenCalledOnce();
    unmount();
    expect(inUse?.destroy).toHaveBeenCalledOnce();
  });
});
