// @vitest-environment happy-dom

import {
  createFakeCaptcha,
  createTestProvider,
  render,
  screen,
} from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Captcha, type CaptchaHandle, LiveRegion } from '../index';

function stubWidth(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width,
    height: 78,
    top: 0,
    left: 0,
    right: width,
    bottom: 78,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
}

describe('Captcha', () => {
  it('renders nothing without a site key', () => {
    const fake = createFakeCaptcha();
    const { Wrapper } = createTestProvider({ captcha: fake.api });
    const { container } = render(<Captcha />, { wrapper: Wrapper });
    expect(container.querySelector('.sf-captcha')).toBeNull();
    expect(fake.widgets.size).toBe(0);
  });

  it('renders through the injected API and marks itself with the widget id', () => {
    stubWidth(400);
    const fake = createFakeCaptcha();
    const { Wrapper } = createTestProvider({ captcha: fake.api, settings: { captchaSiteKey: 'site-key' } });
    const { container } = render(<Captcha />, { wrapper: Wrapper });
    const box = container.querySelector<HTMLElement>('.sf-captcha');
    expect(box?.dataset.widgetId).toBe('0');
    expect(fake.widgets.get(0)?.options).toMatchObject({ sitekey: 'site-key', size: 'normal' });
  });

  it('is compact in a container narrower than 320px', () => {
    stubWidth(319);
    const fake = createFakeCaptcha();
    render(<Captcha siteKey="k" api={fake.api} />);
    expect(fake.widgets.get(0)?.options.size).toBe('compact');
  });

  it('reports the token, resets and reads the response through its handle', () => {
    stubWidth(400);
    const fake = createFakeCaptcha();
    const tokens: string[] = [];
    const ref = createRef<CaptchaHandle>();
    render(<Captcha ref={ref} siteKey="k" api={fake.api} onChange={(token) => tokens.push(token)} />);
    fake.solve(0, 'abc');
    expect(tokens).toEqual(['abc']);
    expect(ref.current?.getResponse()).toBe('abc');
    ref.current?.reset();
    expect(fake.resets).toEqual([0]);
    expect(ref.current?.getResponse()).toBe('');
  });

  it('executes the enterprise challenge through the library, or says it is not set up', async () => {
    const fake = createFakeCaptcha();
    const withExecute = {
      ...fake.api,
      execute: async (siteKey: string, { action }: { action: string }) => `${siteKey}:${action}`,
    };
    const ready = createRef<CaptchaHandle>();
    render(<Captcha ref={ready} siteKey="k" api={withExecute} type="enterprise" />);
    await expect(ready.current?.execute('submit')).resolves.toBe('k:submit');
    const missing = createRef<CaptchaHandle>();
    render(<Captcha ref={missing} siteKey="k" api={fake.api} type="enterprise" />);
    await expect(missing.current?.execute('submit')).rejects.toThrow('ReCaptcha has not been set up!');
  });

  it('removes the widget when unmounted', () => {
    const fake = createFakeCaptcha();
    const { unmount } = render(<Captcha siteKey="k" api={fake.api} />);
    const rendered = fake.widgets.get(0)?.container;
    expect(rendered?.isConnected).toBe(true);
    unmount();
    expect(rendered?.isConnected).toBe(false);
  });

  it('shows the enterprise badge only while a form field has focus', async () => {
    const user = userEvent.setup();
    const fake = createFakeCaptcha();
    const { container } = render(
      <form>
        <label>
          Email
          <input name="email" />
        </label>
        <Captcha siteKey="k" api={fake.api} type="enterprise" />
        <button type="submit">Sign up</button>
      </form>,
    );
    const badge = container.querySelector<HTMLElement>('.sf-captcha');
    // Hidden without giving up its space (a collapsing badge would move the button under a click).
    expect(badge?.hidden).toBe(false);
    expect(badge?.dataset.badgeVisible).toBe('false');
    await user.click(screen.getByLabelText('Email'));
    expect(badge?.dataset.badgeVisible).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(badge?.dataset.badgeVisible).toBe('false');
    expect(fake.widgets.get(0)?.options.badge).toBe('inline');
  });
});

describe('LiveRegion', () => {
  it('is a polite status region carrying the message', () => {
    render(<LiveRegion message="3 items in cart" />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('3 items in cart');
  });
});
