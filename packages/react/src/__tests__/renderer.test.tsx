// @vitest-environment happy-dom

import { render, renderer, screen } from '@storefront-widgets/test-utils/widgets';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { describe, expect, it } from 'vitest';

function Version() {
  return <p>{React.version}</p>;
}

describe('the renderer of this pass', () => {
  it('is the one STOREFRONT_RENDERER names, for the widgets and Testing Library alike', async () => {
    if (renderer === 'preact') {
      expect(React.Component).toBe((await import('preact/compat')).Component);
    } else {
      const major = renderer === 'react18' ? '18' : '19';
      expect(React.version.split('.')[0]).toBe(major);
      expect(ReactDOM.version.split('.')[0]).toBe(major);
    }
    // Testing Library renders through the same React: an element from another copy would throw.
    render(<Version />);
    expect(screen.getByText(React.version).tagName).toBe('P');
  });
});
