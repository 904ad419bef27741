import { closeConfirm } from '@storefront-widgets/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { restoreWorkerGlobals } from '../workerGlobals';
import { finishTest, recordConsoleErrors } from './render';

/**
 * Setup file of the three widget projects (`setupFiles` in vitest.config.ts). Those projects run
 * without isolation: one worker keeps its modules and its happy-dom window from test file to test
 * file, which saves most of their CPU time. Vitest runs this file again before every test file,
 * so everything a file must start without is reset here, and the harness's per-test hooks are
 * registered here rather than in a module that later files would find already loaded.
 */

const OBSERVERS = Symbol.for('@storefront-widgets/test-utils: mutation observers');

/**
 * Every MutationObserver created from here on, to disconnect when a file ends: a started drop-in
 * watches the page's <body> for widgets to mount, and would otherwise mount the next file's.
 * The global is wrapped once per worker, as the setup file runs again for every file.
 */
function mutationObservers(): Set<MutationObserver> {
  const global = globalThis as typeof globalThis & { [OBSERVERS]?: Set<MutationObserver> };
  let observers = global[OBSERVERS];
  if (!observers) {
    const created = new Set<MutationObserver>();
    global.MutationObserver = class extends global.MutationObserver {
      constructor(callback: MutationCallback) {
        super(callback);
        created.add(this);
      }
    };
    global[OBSERVERS] = created;
    observers = created;
  }
  return observers;
}

/** Every cookie the page can see, removed on the paths a test may have set it on. */
function clearCookies(): void {
  const parts = location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...parts.map((_, index) => `/${parts.slice(0, index + 1).join('/')}`)];
  for (const name of Object.keys(Cookies.get())) {
    for (const path of paths) Cookies.remove(name, { path });
  }
}

beforeAll(() => {
  if (typeof MutationObserver !== 'undefined') mutationObservers();
  restoreWorkerGlobals();
  if (typeof document === 'undefined') return;
  clearCookies();
  history.replaceState(null, '', '/');
  // Focus left on an element of the last file would be where the next file's first Tab starts.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  document.head.innerHTML = '';
  // Emptied, not replaced: Testing Library's `screen` holds on to this <body>.
  document.body.innerHTML = '';
  // Attributes a widget set on the page (e.g. a dialog's scroll lock, `overflow: hidden`).
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  // Confirm questions the last file left unanswered, which the next provider would show.
  closeConfirm();
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * Observers a file leaves connected (a started drop-in's) are disconnected when it ends. Not
 * `happyDOM.abort()`, which ending the environment calls under isolation: it also drops the
 * pending `setImmediate` that React's scheduler is waiting for, and React then renders nothing
 * more in that worker.
 */
afterAll(() => {
  if (typeof MutationObserver === 'undefined') return;
  const observers = mutationObservers();
  for (const observer of observers) observer.disconnect();
  observers.clear();
});

beforeEach(recordConsoleErrors);
afterEach(finishTest);
