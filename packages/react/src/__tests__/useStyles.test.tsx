// @vitest-environment happy-dom

import { createTestProvider, render } from '@storefront-widgets/test-utils/widgets';
import { afterEach, describe, expect, it } from 'vitest';
import { useStyles } from '../index';

function Pill() {
  useStyles('pill', '.sf-pill { color: red; }');
  return <span className="sf-pill">3</span>;
}

const injected = () => document.head.querySelectorAll('style[data-sf-styles]').length;

afterEach(() => {
  for (const element of document.head.querySelectorAll('style')) element.remove();
});

describe('useStyles: one stylesheet', () => {
  it('injects a widget stylesheet once per document, however many widgets use it', () => {
    const { Wrapper } = createTestProvider();
    render(
      <Wrapper>
        <Pill />
        <Pill />
      </Wrapper>,
    );
    render(<Pill />, { wrapper: createTestProvider({ idPrefix: 'other-' }).Wrapper });
    expect(injected()).toBe(1);
  });

  it('injects nothing when the page or a bundler imported storefront.css (its --sf-stylesheet marker)', () => {
    // What `import '@storefront-widgets/embed/storefront.css'` puts in the page through a bundler.
    const imported = document.createElement('style');
    imported.textContent = ':root { --sf-stylesheet: loaded; }';
    document.head.append(imported);
    render(<Pill />, { wrapper: createTestProvider().Wrapper });
    expect(injected()).toBe(0);
  });

  it('injects nothing under a provider told injectStyles={false}', () => {
    render(<Pill />, { wrapper: createTestProvider({ injectStyles: false }).Wrapper });
    expect(injected()).toBe(0);
  });
});
