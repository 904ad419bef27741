// @vitest-environment happy-dom
import {
  type CartEntry,
  createEmptyCart,
  SHOPPING_EVENT_FIELDS,
  type ShoppingCart,
} from '@storefront-widgets/core';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../api/events';
import { readTelemetryConfig } from '../telemetry/readTelemetryConfig';
import { startTelemetry } from '../telemetry/startTelemetry';

/** What went out: beacons (URL and decoded body) and requests. */
interface Sent {
  url: string;
  body: Record<string, unknown>;
}

const decode = (text: string, type: string): Record<string, unknown> =>
  type.startsWith('application/x-www-form-urlencoded')
    ? Object.fromEntries(new URLSearchParams(text))
    : (JSON.parse(text) as Record<string, unknown>);

// The parts the telemetry loads at need, transformed once ahead: their imports then take as long
// as in a browser with the chunks cached, not the seconds a first transform takes on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import('../telemetry/startErrorReports'),
    import('../telemetry/startLegacyEvents'),
    import('../telemetry/startVideoCourse'),
    import('../telemetry/trackPurchase'),
    import('@storefront-widgets/core/analytics'),
  ]);
}, 60_000);

let beacons: Array<Promise<Sent>>;
let requests: Array<Promise<Sent>>;
let stop: () => void = () => {};

beforeEach(() => {
  beacons = [];
  requests = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: Blob) => {
      beacons.push(data.text().then((text) => ({ url, body: decode(text, data.type) })));
      return true;
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const text = await input.text();
      requests.push(
        Promise.resolve({ url: input.url, body: decode(text, input.headers.get('content-type') ?? '') }),
      );
      return new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  window.history.replaceState(null, '', '/products/classic-tee#reviews');
});

afterEach(() => {
  stop();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
  delete window.Storefront;
  delete (window as { gtag?: unknown }).gtag;
  vi.unstubAllGlobals();
});

const tee = {
  id: 'prod-tee',
  name: 'Classic Tee',
  productType: 1,
  variants: [
    { id: 'v-s', sku: 'TEE-S', attributes: { Size: 'S' }, priceCents: 2500, qtyInStock: 3 },
    { id: 'v-m', sku: 'TEE-M', attributes: { Size: 'M' }, priceCents: 2500, qtyInStock: 3 },
  ],
};

/** A page with the drop-in's configuration, a mounted add-to-cart block and a marked link. */
function page(config: Record<string, unknown>) {
  document.head.innerHTML = `<script type="application/json" data-storefront-config>${JSON.stringify({
    errorReports: false,
    performance: false,
    ...config,
  })}</script>`;
  const block = document.createElement('div');
  block.setAttribute('data-storefront-widget', 'add-to-cart');
  block.setAttribute('data-storefront-state', 'mounted');
  block.setAttribute('data-product', JSON.stringify(tee));
  block.innerHTML = '<button type="button">Add To Cart</button>';
  const link = document.createElement('a');
  link.href = '#size-guide';
  link.textContent = 'Size guide';
  link.setAttribute('data-storefront-record-event', 'sizeGuideClick');
  document.body.append(block, link);
  return { block, link };
}

const entry = (quantity: number): CartEntry => ({
  id: 'entry-1',
  itemId: 'prod-tee',
  chosenVariant: { sku: 'TEE-M', attributes: { Size: 'M' } },
  quantity,
  title: 'Classic Tee',
  subTotal: { value: '0', currency: 'USD', decimalValue: '0', currencyCode: 'USD' },
  purchasePriceCents: 2500,
  productType: 1,
  additionalFields: null,
});
const cartOf = (quantity: number): ShoppingCart =>
  createEmptyCart({
    id: 'cart-9',
    currency: 'USD',
    entries: [entry(quantity)],
    totalQuantity: quantity,
    subtotalCents: 2500 * quantity,
  });

/** The analytics events sent by beacon, as schema name and parsed content. */
async function analyticsEvents() {
  const sent = await Promise.all(beacons);
  return sent
    .filter((beacon) => beacon.url.endsWith('/api/analytics/events'))
    .map((beacon) => ({
      schema: beacon.body.eventSchemaName,
      content: JSON.parse(String(beacon.body.eventContent)) as Record<string, unknown>,
    }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the drop-in telemetry configuration', () => {
  it('reads the shopping, legacy, order and video-course keys', () => {
    const order = { id: 'order-1', items: [], grandTotal: { decimalValue: '10.00' } };
    const videoCourse = {
      page: 'lesson-list',
      contentCollectionId: 'course-1',
      viewerAccessStatus: 'GRANTED',
    };
    document.head.innerHTML = `<script type="application/json" data-storefront-config>${JSON.stringify({
      websiteId: 'site-1',
      pageId: 'page-7',
      templateId: 'tpl',
      templateVariantId: 'tpl-dark',
      relatedProductItemIds: ['prod-poster'],
      analyticsEndpoints: { dev: 'https://dev.events.test/e' },
      order,
      videoCourse,
    })}</script><script data-storefront data-ad-pixels="false" data-related-product-item-ids="a, b"></script>`;
    const { config, errors } = readTelemetryConfig(document);
    expect(errors).toEqual([]);
    expect(config).toMatchObject({
      websiteId: 'site-1',
      pageId: 'page-7',
      templateId: 'tpl',
      templateVariantId: 'tpl-dark',
      adPixels: false,
      legacyEvents: true,
      relatedProductItemIds: ['a', 'b'],
      analyticsEndpoints: { dev: 'https://dev.events.test/e' },
      // Checked by the code that tracks them, which only order and course pages load.
      order,
      videoCourse,
    });
  });

  it('reports a bad endpoint table and keeps the default', () => {
    document.head.innerHTML = `<script type="application/json" data-storefront-config>${JSON.stringify({
      analyticsEndpoints: { moon: '/x' },
    })}</script>`;
    const { config, errors } = readTelemetryConfig(document);
    expect(config).toMatchObject({ analyticsEndpoints: {} });
    expect(errors).toEqual(['config "analyticsEndpoints" must map dev, qa, staging, prod to addresses']);
  });

  it('reports a bad order or video course when telemetry starts, and sends neither', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    page({ analytics: true, order: { id: 'order-1', items: [] }, videoCourse: { page: 'quiz' } });
    stop = startTelemetry(document);
    await vi.waitFor(() =>
      expect(logged.mock.calls.map(([message]) => String(message)).sort()).toEqual([
        expect.stringMatching(/^\[storefront\] config "order": order\.grandTotal must be money/),
        '[storefront] config "videoCourse": videoCourse.page must be one of lesson-list, lesson, access-denied',
      ]),
    );
    await settle();
    const sent = [...(await Promise.all(requests)), ...(await Promise.all(beacons))];
    expect(sent.map((hit) => hit.body.event ?? hit.body.eventSchemaName)).not.toContain('commerce_purchase');
    expect(sent.map((hit) => String(hit.body.event))).not.toContain('videoCourseLessonView');
  });
});

describe('shopping events, ad pixels and legacy events from the drop-in', () => {
  it('a product view when the block mounts, an add to cart at storefront:item-added, each to the pixels', async () => {
    const gtag = vi.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    window.Storefront = { cart: { get: async () => cartOf(1) } } as unknown as NonNullable<
      typeof window.Storefront
    >;
    page({ websiteId: 'site-1', pageId: 'page-tee', pdpLayout: 'half' });
    stop = startTelemetry(document);
    await settle();
    // The cart moves from 1 to 3 units of the line: 2 added.
    emit('storefront:cart-updated', { cart: cartOf(3) });
    emit('storefront:item-added', { entry: entry(3), cart: cartOf(3) });
    await settle();
    const events = await analyticsEvents();
    expect(events.map((event) => event.schema)).toEqual(['commerce_product_view', 'commerce_add_to_cart']);
    const [view, add] = events;
    for (const field of SHOPPING_EVENT_FIELDS) expect(view?.content).toHaveProperty(field);
    expect(view?.content).toMatchObject({
      website_id: 'site-1',
      context_website_id: 'site-1',
      page_id: 'page-tee',
      pdp_layout: 'half',
      item_id: 'prod-tee',
      item_price: 25,
      cart_id: 'cart-9',
      num_items_in_cart: 1,
      logged_in: false,
      session_cookie: expect.any(String),
      census_cookie: expect.stringMatching(/\|1\|1$/),
      page_path: '/products/classic-tee',
    });
    expect(add?.content).toMatchObject({ item_quantity: 2, num_items_in_cart: 3, product_page: true });
    expect(gtag.mock.calls.map((call) => call[1])).toEqual(['view_item', 'add_to_cart']);
  });

  it('a purchase when the configuration carries an order, once however often the page loads', async () => {
    const order = {
      id: 'order-77',
      purchasedCartId: 'cart-9',
      items: [{ sku: 'TEE-M', productName: 'Classic Tee', quantity: 2, unitPrice: { value: '2500' } }],
      grandTotal: { decimalValue: '55.00' },
      shippingTotal: { decimalValue: '5.00' },
    };
    page({ order });
    stop = startTelemetry(document);
    await settle();
    stop();
    stop = startTelemetry(document);
    await settle();
    const purchases = (await analyticsEvents()).filter((event) => event.schema === 'commerce_purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]?.content).toMatchObject({
      object_identifier: 'order-77',
      cart_id: 'cart-9',
      cart_value: 55,
      num_items_in_cart: 2,
    });
  });

  it("counts an add-to-cart click after the click's frame has painted, with the label that was clicked", async () => {
    const { block } = page({ analytics: false });
    stop = startTelemetry(document);
    const button = block.querySelector('button') as HTMLButtonElement;
    // The widget's own handler, after the telemetry's (which listens in the capture phase).
    button.addEventListener('click', () => {
      button.textContent = 'Adding…';
    });
    const clicks = async () =>
      (await Promise.all(beacons)).filter((beacon) => beacon.url.endsWith('/api/census/button-click'));
    button.click();
    expect(await clicks()).toEqual([]);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await settle();
    const sent = await clicks();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      buttonId: 'add-to-cart',
      label: 'Add To Cart',
      itemId: 'prod-tee',
    });
  });

  it('a click on a marked element records a legacy event, form-encoded with the crumb', async () => {
    Cookies.set('crumb', 'crumb-123', { path: '/' });
    const { link } = page({ websiteId: 'site-1', templateId: 'tpl', locale: 'fr-FR', analytics: false });
    stop = startTelemetry(document);
    link.click();
    await settle();
    const [event] = (await Promise.all(beacons)).filter((beacon) =>
      beacon.url.endsWith('/api/events/RecordEvent'),
    );
    expect(event?.body).toMatchObject({ crumb: 'crumb-123', event: 'sizeGuideClick' });
    expect(JSON.parse(String(event?.body.data))).toMatchObject({
      pagePath: '/products/classic-tee',
      websiteId: 'site-1',
      templateId: 'tpl',
      website_locale: 'fr-FR',
      label: 'Size guide',
    });
  });

  it('a video-course page sends its view, then its paywall button click, as census visitor events', async () => {
    page({
      analytics: false,
      videoCourse: {
        page: 'lesson',
        contentCollectionId: 'course-1',
        contentItemId: 'lesson-2',
        viewerAccessStatus: 'DENIED',
      },
    });
    const paywall = document.createElement('button');
    paywall.setAttribute('data-storefront-course-button', 'paywall');
    document.body.append(paywall);
    stop = startTelemetry(document);
    paywall.click();
    await settle();
    const hits = [...(await Promise.all(requests)), ...(await Promise.all(beacons))].filter((hit) =>
      hit.url.endsWith('/api/census/RecordHit'),
    );
    expect(hits.map((hit) => hit.body.event)).toEqual([
      'pageView',
      'videoCourseLessonView',
      'videoCoursePaywallClick',
    ]);
    expect(JSON.parse(String(hits[1]?.body.data))).toMatchObject({
      content_collection_id: 'course-1',
      content_item_id: 'lesson-2',
      viewer_access_status: 'DENIED',
      page_path: '/products/classic-tee',
    });
  });

  it('nothing of it for a signed-in user', async () => {
    Cookies.set('SiteUserInfo', JSON.stringify({ authenticated: true, siteUserId: 'u1' }), { path: '/' });
    Cookies.set('crumb', 'crumb-123', { path: '/' });
    const gtag = vi.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    const { link } = page({ order: { id: 'o-1', items: [], grandTotal: { value: '100' } } });
    stop = startTelemetry(document);
    link.click();
    emit('storefront:item-added', { entry: entry(1), cart: cartOf(1) });
    await settle();
    expect(await Promise.all(beacons)).toEqual([]);
    expect(await Promise.all(requests)).toEqual([]);
    expect(gtag).not.toHaveBeenCalled();
  });
});

describe('error reports from the drop-in', () => {
  it("keeps a shopper's refusal apart from faults: the storefront:error category goes with the report", async () => {
    page({ errorReports: true });
    stop = startTelemetry(document);
    emit('storefront:error', {
      widget: 'add-to-cart',
      message: 'Please select the Size and Color options.',
      category: 'refusal',
    });
    emit('storefront:error', { widget: 'site-form', message: 'Unable to send form.', category: 'fault' });
    // A page's own script may dispatch the event without a category: reported as a fault.
    document.dispatchEvent(
      new CustomEvent('storefront:error', { detail: { widget: 'custom', message: 'Theirs' }, bubbles: true }),
    );
    // The reporter loads, then sends 1 s after the last report.
    const reported = async () =>
      (await Promise.all([...requests, ...beacons]))
        .filter((request) => request.url.endsWith('/api/events/RecordJavascriptErrors'))
        .flatMap((request) => request.body as unknown as Array<{ event: string; data: string }>);
    await vi.waitFor(async () => expect(await reported()).toHaveLength(3), { timeout: 10_000 });
    const events = await reported();
    expect(
      events.map((event) => {
        const { message, category } = JSON.parse(event.data) as { message: string; category: string };
        return [event.event, message, category];
      }),
    ).toEqual([
      ['widgetError', 'Please select the Size and Color options.', 'refusal'],
      ['widgetError', 'Unable to send form.', 'fault'],
      ['widgetError', 'Theirs', 'fault'],
    ]);
  });

  it('the first error of the page is reported: errors thrown while the reporter loads wait for it, in order', async () => {
    page({ errorReports: true });
    stop = startTelemetry(document);
    // At once after the start, before the reporter's code could have arrived.
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('first'), message: 'first' }));
    emit('storefront:error', { widget: 'add-to-cart', message: 'second', category: 'fault' });
    // The reporter loads, then sends both 1 s after the last, in one request.
    const sentReports = async () =>
      (await Promise.all(requests)).filter((request) =>
        request.url.endsWith('/api/events/RecordJavascriptErrors'),
      );
    await vi.waitFor(async () => expect(await sentReports()).not.toHaveLength(0), { timeout: 10_000 });
    const sent = await sentReports();
    expect(sent).toHaveLength(1);
    const events = sent[0]?.body as unknown as Array<{ event: string; data: string }>;
    expect(events.map((event) => [event.event, JSON.parse(event.data).message])).toEqual([
      ['uncaughtError', 'Error: first'],
      ['widgetError', 'second'],
    ]);
  });

  it('an error just before the page ends goes out as the page ends, though its reporter was still loading', async () => {
    page({ errorReports: true });
    stop = startTelemetry(document);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('last words'), message: 'last words' }));
    window.dispatchEvent(new Event('pagehide'));
    // Well before the reporter's 1 s debounce: the page-end flush (keepalive) sent it.
    await vi.waitFor(
      async () => {
        const sent = (await Promise.all(requests)).filter((request) =>
          request.url.endsWith('/api/events/RecordJavascriptErrors'),
        );
        expect(sent.map((request) => JSON.stringify(request.body))).toEqual([
          expect.stringContaining('Error: last words'),
        ]);
      },
      { timeout: 800 },
    );
  });
});
