// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTelemetry } from '../loader/loadTelemetry';

// The telemetry's modules, transformed once ahead: its import then takes as long as in a browser
// with the chunk cached, not the seconds a first transform can take on a busy machine.
beforeAll(async () => {
  await import('../telemetry/startTelemetry');
}, 60_000);

/** The URLs the page requested through fetch or a beacon. */
let sent: string[];
/** Stops what the test's `loadTelemetry` started, so the next test starts from a quiet page. */
let stop: () => void = () => {};

beforeEach(() => {
  sent = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string) => {
      sent.push(url);
      return true;
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      sent.push(input.url);
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  stop();
  stop = () => {};
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** A page with the drop-in's tag (with `attributes`) and one add-to-cart block still mounting. */
function page(attributes = '') {
  window.history.replaceState(null, '', '/products/poster');
  // Parsed, not inserted: happy-dom would try to run an inserted script.
  const parsed = new DOMParser().parseFromString(
    `<script data-storefront src="/assets/storefront/storefront.js" ${attributes}></script>
    <script type="application/json" data-storefront-config>{"errorReports":false,"performance":false,"analytics":false}</script>`,
    'text/html',
  );
  document.head.append(...parsed.querySelectorAll('script'));
  const block = document.createElement('div');
  block.setAttribute('data-storefront-widget', 'add-to-cart');
  block.setAttribute('data-storefront-state', 'mounting');
  document.body.append(block);
  return block;
}

const censusHits = () => sent.filter((url) => url.includes('/api/census/RecordHit'));

describe('loadTelemetry', () => {
  it('starts nothing when the tag says data-telemetry="false"', async () => {
    page('data-telemetry="false"').setAttribute('data-storefront-state', 'mounted');
    stop = loadTelemetry(document);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sent).toEqual([]);
  });

  it('waits for the document to be parsed (the classic script runs in <head>)', async () => {
    page().setAttribute('data-storefront-state', 'mounted');
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      stop = loadTelemetry(document);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(censusHits()).toEqual([]);
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.waitFor(() => expect(censusHits()).toHaveLength(1), { timeout: 20_000 });
  }, 30_000);

  it("starts the telemetry from the drop-in's own chunks once every widget has mounted, adding no script", async () => {
    const block = page();
    stop = loadTelemetry(document);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(censusHits()).toEqual([]);
    block.setAttribute('data-storefront-state', 'mounted');
    await vi.waitFor(() => expect(censusHits()).toHaveLength(1), { timeout: 20_000 });
    // Nothing fetched apart: the page's scripts are the drop-in's tag and its configuration.
    expect(document.querySelectorAll('script[src]')).toHaveLength(1);
  }, 30_000);

  it('stops: a start still waiting for the widgets never happens', async () => {
    const block = page();
    loadTelemetry(document)();
    block.setAttribute('data-storefront-state', 'mounted');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sent).toEqual([]);
  });

  it('stops: a started telemetry no longer counts clicks on the add-to-cart button', async () => {
    const block = page();
    block.innerHTML = '<button type="button">Add To Cart</button>';
    block.setAttribute('data-storefront-state', 'mounted');
    stop = loadTelemetry(document);
    await vi.waitFor(() => expect(censusHits()).toHaveLength(1), { timeout: 20_000 });
    const clicks = () => sent.filter((url) => url.includes('/api/census/button-click'));
    const button = block.querySelector('button') as HTMLButtonElement;
    button.click();
    await vi.waitFor(() => expect(clicks()).toHaveLength(1));
    stop();
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(clicks()).toHaveLength(1);
  }, 30_000);
});
