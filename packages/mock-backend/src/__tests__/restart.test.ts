import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_CREDENTIALS } from '@storefront-widgets/mock-backend';
import { FORM_IDS, PRODUCT_IDS } from '@storefront-widgets/test-utils';
import {
  BUNDLE_TIMEOUT_MS,
  type BundledCommand,
  bundleCommand,
  REPOSITORY_ROOT,
} from '@storefront-widgets/test-utils/command';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from './helpers/createTestClient';

const dir = mkdtempSync(join(tmpdir(), 'storefront-restart-'));
const children: ChildProcess[] = [];
let command: BundledCommand;
beforeAll(async () => {
  // The native SQLite addon loads from node_modules.
  command = await bundleCommand('packages/mock-backend/src/cli.ts', ['better-sqlite3']);
}, BUNDLE_TIMEOUT_MS);
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  command?.remove();
});

/** Starts the CLI (one process, so SIGKILL hits the server itself). */
function startCli(db: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [command.path, '--port', '0', '--db', db], {
    cwd: REPOSITORY_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`CLI did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Storefront reference backend listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, base: match[1] });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`CLI exited with ${code}:\n${output}`)));
  });
}

/** A minimal cookie-keeping HTTP client against a real server. */
function httpClient(base: string) {
  const jar = new Map<string, string>();
  let xsrf: string | undefined;
  return {
    async call(method: string, path: string, body?: unknown) {
      const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
      const crumb = jar.get('crumb');
      if (crumb) headers['x-csrf-token'] = crumb;
      if (xsrf) headers['x-siteuser-xsrf-token'] = xsrf;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        jar.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      const json = (await res.json()) as Json;
      if (method === 'POST' && path.endsWith('/session') && res.status === 200) xsrf = json.xsrfToken;
      return { status: res.status, body: json };
    },
    jar,
  };
}

describe('restart after SIGKILL', () => {
  it('keeps every acknowledged write', { timeout: 90_000 }, async () => {
    const db = join(dir, 'data', 'storefront.sqlite');
    const first = await startCli(db);
    const shopper = httpClient(first.base);
    await shopper.call('GET', '/api/commerce/shopping-cart');

    let acknowledgedAdds = 0;
    for (let i = 0; i < 5; i += 1) {
      const res = await shopper.call('POST', '/api/commerce/shopping-cart/entries', {
        itemId: PRODUCT_IDS.poster,
        sku: 'POSTER-A3',
        quantity: 1,
      });
      expect(res.status).toBe(200);
      acknowledgedAdds += 1;
    }
    const signUp = await shopper.call('POST', '/api/site-users/account/notifications/restock', {
      productId: PRODUCT_IDS.tee,
      variantId: 'var-tee-m-blk',
      siteVisitorEmail: 'durable@example.com',
      isJoinMailingList: true,
      captchaToken: 'pass',
    });
    expect(signUp.status).toBe(200);
    const key = (await shopper.call('POST', '/api/form/FormSubmissionKey')).body.data.key;
    const saved = await shopper.call('POST', '/api/form/SaveFormSubmission', {
      formId: FORM_IDS.engraving,
      key,
      form: JSON.stringify({ engraving: 'Kept', font: 'Serif' }),
    });
    expect(saved.status).toBe(200);

    // A burst in flight when the process dies: whatever was acknowledged must survive.
    const burst = Array.from({ length: 30 }, () =>
      shopper
        .call('POST', '/api/commerce/shopping-cart/entries', {
          itemId: PRODUCT_IDS.poster,
          sku: 'POSTER-A3',
          quantity: 1,
        })
        .then((r) => {
          if (r.status === 200) acknowledgedAdds += 1;
        })
        .catch(() => undefined),
    );
    await new Promise((r) => setTimeout(r, 15));
    first.child.kill('SIGKILL');
    await Promise.all(burst);
    if (first.child.exitCode === null && first.child.signalCode === null) {
      await new Promise((r) => first.child.once('exit', r));
    }

    const second = await startCli(db);
    const again = httpClient(second.base);
    for (const [k, v] of shopper.jar) again.jar.set(k, v);
    const cart = await again.call('GET', '/api/commerce/shopping-cart');
    expect(cart.body.id).toBe(shopper.jar.get('CART'));
    expect(cart.body.totalQuantity).toBeGreaterThanOrEqual(acknowledgedAdds);
    expect(cart.body.totalQuantity).toBeLessThanOrEqual(35);

    const owner = httpClient(second.base);
    await owner.call('GET', '/api/website');
    expect(
      (
        await owner.call('POST', '/api/site-users/account/session', {
          email: SEED_CREDENTIALS.owner.email,
          password: SEED_CREDENTIALS.owner.password,
          rememberMe: false,
        })
      ).status,
    ).toBe(200);
    const submissions = await owner.call('GET', `/api/dev/form-submissions?formId=${FORM_IDS.engraving}`);
    expect(submissions.body.submissions.map((s: Json) => s.id)).toContain(saved.body.submissionId);
    const signUps = await owner.call(
      'GET',
      `/api/site-users/account/notifications/restock?productId=${PRODUCT_IDS.tee}&variantId=var-tee-m-blk`,
    );
    expect(signUps.body.signUps).toEqual([
      expect.objectContaining({ siteVisitorEmail: 'durable@example.com', notifiedOn: null }),
    ]);
    second.child.kill('SIGKILL');
  });
});
