// @vitest-environment happy-dom
import {
  type CaptchaApi,
  COMPACT_CAPTCHA_WIDTH,
  DEFAULT_CAPTCHA_SCRIPT_SRC,
  executeCaptcha,
  loadCaptchaScript,
  renderCaptcha,
} from '@storefront-widgets/platform/captcha';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A captcha library that records what it rendered. */
function fakeCaptcha() {
  const rendered: Array<{ container: HTMLElement; size: string; sitekey: string }> = [];
  const api: CaptchaApi = {
    render: (container, options) => {
      rendered.push({ container, size: options.size, sitekey: options.sitekey });
      return rendered.length - 1;
    },
    reset: () => {},
    getResponse: () => '',
    execute: async (siteKey, { action }) => `token-for-${siteKey}-${action}`,
  };
  return { api, rendered };
}

function containerOfWidth(width: number): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ width }) as DOMRect;
  document.body.append(element);
  return element;
}

describe('rendering a captcha outside React (platform §4, §5, §8)', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('renders only with a site key', () => {
    const { api, rendered } = fakeCaptcha();
    expect(renderCaptcha(containerOfWidth(400), { siteKey: '', api })).toBeNull();
    expect(renderCaptcha(containerOfWidth(400), { siteKey: undefined, api })).toBeNull();
    expect(rendered).toEqual([]);
  });

  it('is compact under 320px of container width, normal from 320px, and marks the container', () => {
    expect(COMPACT_CAPTCHA_WIDTH).toBe(320);
    const { api, rendered } = fakeCaptcha();
    const narrow = containerOfWidth(319);
    const wide = containerOfWidth(320);
    expect(renderCaptcha(narrow, { siteKey: 'key', api })).toBe('0');
    expect(renderCaptcha(wide, { siteKey: 'key', api })).toBe('1');
    expect(rendered.map((r) => r.size)).toEqual(['compact', 'normal']);
    expect(narrow.getAttribute('data-widget-id')).toBe('0');
    expect(wide.getAttribute('data-widget-id')).toBe('1');
    // Already rendered: the same widget, not a second one.
    expect(renderCaptcha(narrow, { siteKey: 'key', api })).toBe('0');
    expect(rendered).toHaveLength(2);
  });

  it('logs a console error for a node that is not an element', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, rendered } = fakeCaptcha();
    for (const node of [null, document.createTextNode('x'), '#captcha']) {
      expect(renderCaptcha(node, { siteKey: 'key', api })).toBeNull();
    }
    expect(consoleError).toHaveBeenCalledTimes(3);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('[storefront]');
    expect(rendered).toEqual([]);
  });

  it("says 'ReCaptcha has not been set up!' without the library", async () => {
    expect(() => renderCaptcha(containerOfWidth(400), { siteKey: 'key', api: undefined })).toThrow(
      'ReCaptcha has not been set up!',
    );
    await expect(executeCaptcha(undefined, 'key', 'submit')).rejects.toThrow(
      'ReCaptcha has not been set up!',
    );
    const { api } = fakeCaptcha();
    const { execute: _execute, ...classicOnly } = api;
    await expect(executeCaptcha(classicOnly, 'key', 'submit')).rejects.toThrow(
      'ReCaptcha has not been set up!',
    );
    await expect(executeCaptcha(api, 'key', 'submit')).resolves.toBe('token-for-key-submit');
  });
});

describe('loading the captcha script', () => {
  /**
   * Scripts of a type the test page does not run stay pending, so each test decides whether the
   * script loads or fails by dispatching the event itself.
   */
  beforeEach(() => {
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const element = create(tag);
      if (element instanceof HTMLScriptElement) element.type = 'text/x-held-by-test';
      return element;
    });
  });
  const scriptsOf = (src: string) => document.head.querySelectorAll(`script[src="${src}"]`);

  it('adds the script once and resolves when it loads', async () => {
    const src = 'https://captcha.test/api.js?render=explicit';
    const first = loadCaptchaScript({ src });
    expect(loadCaptchaScript({ src })).toBe(first);
    expect(scriptsOf(src)).toHaveLength(1);
    expect(scriptsOf(src)[0]).toMatchObject({ async: true, defer: true });
    scriptsOf(src)[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it("rejects with 'Document was destroyed' when the script fails, and tries again next time", async () => {
    const src = 'https://captcha.test/api.js';
    const attempt = loadCaptchaScript({ src });
    scriptsOf(src)[0]?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow(new Error('Document was destroyed'));
    expect(scriptsOf(src)).toHaveLength(0);
    const retry = loadCaptchaScript({ src });
    expect(retry).not.toBe(attempt);
    scriptsOf(src)[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('loads from the captcha service by default', () => {
    expect(DEFAULT_CAPTCHA_SCRIPT_SRC).toBe('https://www.google.com/recaptcha/api.js?render=explicit');
    void loadCaptchaScript().catch(() => {});
    expect(scriptsOf(DEFAULT_CAPTCHA_SCRIPT_SRC)).toHaveLength(1);
  });
});
