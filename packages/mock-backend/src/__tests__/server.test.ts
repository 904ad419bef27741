import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { createMemoryStorage, ensureCrumb, issueCrumb, startServer } from '@storefront-widgets/mock-backend';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../server/parseCliArgs';

describe('startServer', () => {
  it('serves the API and pages mounted by configure, issuing the crumb on page GETs', async () => {
    const server = await startServer({
      storage: createMemoryStorage(),
      port: 0,
      hostname: '127.0.0.1',
      configure(app) {
        app.get('/', (c) => c.html(`<meta name="crumb" content="${issueCrumb(c)}"><h1>Shop</h1>`));
      },
    });
    try {
      const page = await fetch(`${server.url}/`);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const cookie = page.headers.getSetCookie().find((line) => line.startsWith('crumb='));
      const crumb = /^crumb=([0-9a-f]+)/.exec(cookie ?? '')?.[1];
      expect(crumb).toMatch(/^[0-9a-f]{16,}$/);
      expect(await page.text()).toContain(`content="${crumb}"`);
      const add = await fetch(`${server.url}/api/commerce/shopping-cart/entries`, {
        method: 'POST',
        headers: {
          cookie: `crumb=${crumb}`,
          'x-csrf-token': crumb as string,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ itemId: 'prod-tee', sku: 'TEE-S-BLK', quantity: 1 }),
      });
      expect(add.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

/** One request through `agent`; resolves with the answer and the socket it travelled on. */
function send(
  agent: Agent,
  url: string,
  init: { method: string; body?: string; headers?: Record<string, string>; chunked?: boolean },
) {
  return new Promise<{
    status: number;
    connection: string | undefined;
    cookies: string[];
    body: string;
    socket: Socket;
  }>((resolve, reject) => {
    const headers = { ...init.headers, ...(init.body ? { 'content-type': 'application/json' } : {}) };
    const req = request(url, { agent, method: init.method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          cookies: res.headers['set-cookie'] ?? [],
          body,
          socket: req.socket as Socket,
        }),
      );
    });
    req.on('error', reject);
    if (!init.chunked) return req.end(init.body);
    // Written in pieces without Content-Length: Node sends `Transfer-Encoding: chunked`.
    const body = init.body ?? '';
    for (let at = 0; at < body.length; at += 16_384) req.write(body.slice(at, at + 16_384));
    req.end();
  });
}

describe('keep-alive connections', () => {
  it('keeps an idle connection open past the 5 s after which a proxy in front drops its own', async () => {
    const server = await startServer({ storage: createMemoryStorage(), port: 0, hostname: '127.0.0.1' });
    // A pool that keeps idle sockets a minute: only the server can end this one within the test.
    const agent = new Agent({ keepAlive: true, maxSockets: 1, timeout: 60_000 });
    try {
      const products = `${server.url}/api/commerce/products`;
      const first = await send(agent, products, { method: 'GET' });
      // Past Node's default server timeout (5 s), which closed the socket under a reusing proxy.
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      const second = await send(agent, products, { method: 'GET' });
      expect(second.status).toBe(200);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
      await server.close();
    }
  }, 20_000);

  it('a 413 sent before the body was read closes its connection, so the next request works', async () => {
    const server = await startServer({ storage: createMemoryStorage(), port: 0, hostname: '127.0.0.1' });
    // One socket at most, reused between requests like a browser's keep-alive connection.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const products = `${server.url}/api/commerce/products`;
      const warmUp = await send(agent, products, { method: 'GET' });
      const warmUpAgain = await send(agent, products, { method: 'GET' });
      expect(warmUpAgain.socket).toBe(warmUp.socket);

      const twoMegabytes = JSON.stringify({ itemId: 'prod-tee', note: 'x'.repeat(2 * 1024 * 1024) });
      const refused = await send(agent, `${server.url}/api/commerce/shopping-cart/entries`, {
        method: 'POST',
        body: twoMegabytes,
      });
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toMatchObject({ errors: { body: 'too large' } });
      expect(refused.connection).toBe('close');

      const next = await send(agent, products, { method: 'GET' });
      expect(next.status).toBe(200);
      expect(next.socket).not.toBe(refused.socket);
      expect(JSON.parse(next.body).products.length).toBeGreaterThan(0);
    } finally {
      agent.destroy();
      await server.close();
    }
  });

  it('a 413 for a chunked body over the limit closes its connection too, so the next request works', async () => {
    const server = await startServer({ storage: createMemoryStorage(), port: 0, hostname: '127.0.0.1' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const products = `${server.url}/api/commerce/products`;
      const warmUp = await send(agent, products, { method: 'GET' });
      const refused = await send(agent, `${server.url}/api/commerce/shopping-cart/entries`, {
        method: 'POST',
        body: JSON.stringify({ itemId: 'prod-tee', note: 'x'.repeat(200 * 1024) }),
        chunked: true,
      });
      expect(refused.status).toBe(413);
      expect(refused.socket).toBe(warmUp.socket);
      expect(refused.connection).toBe('close');
      const next = await send(agent, products, { method: 'GET' });
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body).products.length).toBeGreaterThan(0);
    } finally {
      agent.destroy();
      await server.close();
    }
  });

  it('an answer that read its body keeps the connection open', async () => {
    const server = await startServer({ storage: createMemoryStorage(), port: 0, hostname: '127.0.0.1' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const page = await send(agent, `${server.url}/api/commerce/products`, { method: 'GET' });
      const crumb = /^crumb=([0-9a-f]+)/.exec(
        page.cookies.find((line) => line.startsWith('crumb=')) ?? '',
      )?.[1];
      const added = await send(agent, `${server.url}/api/commerce/shopping-cart/entries`, {
        method: 'POST',
        headers: { cookie: `crumb=${crumb}`, 'x-csrf-token': String(crumb) },
        body: JSON.stringify({ itemId: 'prod-tee', sku: 'TEE-S-BLK', quantity: 1 }),
      });
      expect(added.status).toBe(200);
      expect(added.connection).toBe('keep-alive');
      expect(added.socket).toBe(page.socket);
    } finally {
      agent.destroy();
      await server.close();
    }
  });
});

describe('ensureCrumb', () => {
  it('sets the crumb cookie once on GETs of Json app', async () => {
    const app = new Hono();
    app.use('*', ensureCrumb());
    app.get('/page', (c) => c.text('ok'));
    const first = await app.fetch(new Request('http://localhost/page'));
    expect(first.headers.get('set-cookie')).toMatch(
      /^crumb=[0-9a-f]{36}; Max-Age=86400; Path=\/; SameSite=Lax$/,
    );
    const again = await app.fetch(
      new Request('http://localhost/page', { headers: { cookie: 'crumb=0123456789abcdef0123' } }),
    );
    expect(again.headers.get('set-cookie')).toBeNull();
  });
});

describe('CLI arguments', () => {
  it('reads --port, --db, --memory, --seed with PORT as the fallback', () => {
    expect(parseCliArgs([], {})).toMatchObject({
      port: 8787,
      db: '.data/storefront.sqlite',
      memory: false,
      seed: false,
    });
    expect(parseCliArgs([], { PORT: '9000' }).port).toBe(9000);
    expect(
      parseCliArgs(['--port', '1234', '--db=/tmp/x.sqlite', '--memory', '--seed', '--test-mode'], {
        PORT: '9000',
      }),
    ).toMatchObject({
      port: 1234,
      db: '/tmp/x.sqlite',
      memory: true,
      seed: true,
      testMode: true,
    });
  });

  it('refuses unknown flags and bad ports', () => {
    expect(() => parseCliArgs(['--nope'], {})).toThrow('Unknown argument: --nope');
    expect(() => parseCliArgs(['--port', 'abc'], {})).toThrow('--port must be an integer from 0 to 65535');
    expect(() => parseCliArgs(['--db'], {})).toThrow('--db needs a value');
    expect(() => parseCliArgs(['extra'], {})).toThrow('Unknown argument: extra');
    expect(parseCliArgs(['-h'], {}).help).toBe(true);
  });
});
