import { createGenericContext, useGenericContext } from '@storefront-widgets/platform/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

const ThemeContext = createGenericContext<{ accent: string }>();

function Accent() {
  return createElement('span', null, useGenericContext(ThemeContext).accent);
}

describe('useGenericContext (platform §8)', () => {
  it('reads the value of the Provider above it', () => {
    const html = renderToString(
      createElement(ThemeContext.Provider, { value: { accent: '#027AFF' } }, createElement(Accent)),
    );
    expect(html).toBe('<span>#027AFF</span>');
  });

  it("throws 'useGenericContext must be used within a Provider' without one", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(createElement(Accent))).toThrow(
      new Error('useGenericContext must be used within a Provider'),
    );
  });
});
