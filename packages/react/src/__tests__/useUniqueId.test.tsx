// @vitest-environment happy-dom

import { createTestProvider, render, renderer } from '@storefront-widgets/test-utils/widgets';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useUniqueId } from '../index';

function LabelledField() {
  const id = useUniqueId();
  return (
    <p>
      <label htmlFor={id}>Email Address</label>
      <input id={id} />
    </p>
  );
}

describe('useUniqueId', () => {
  it('keeps the ids of widgets in separate roots apart with an idPrefix each, as the drop-in mounts them', () => {
    // Two render() calls are two roots, each with its own provider: useId counts from zero in each,
    // and a label would point at the other widget's input without the prefixes.
    const first = render(<LabelledField />, { wrapper: createTestProvider({ idPrefix: 'first-' }).Wrapper });
    const second = render(<LabelledField />, {
      wrapper: createTestProvider({ idPrefix: 'second-' }).Wrapper,
    });
    const ids = [first.container, second.container].map((container) => container.querySelector('input')?.id);
    expect(ids[0]).toMatch(/\S/);
    expect(ids[0]).not.toBe(ids[1]);
    for (const container of [first.container, second.container]) {
      const label = container.querySelector('label');
      expect(container.querySelector(`#${CSS.escape(label?.htmlFor ?? '')}`)).toBe(
        container.querySelector('input'),
      );
    }
  });

  it('keeps two providers of one root apart without configuration', () => {
    const First = createTestProvider().Wrapper;
    const Second = createTestProvider().Wrapper;
    const { container } = render(
      <>
        <First>
          <LabelledField />
        </First>
        <Second>
          <LabelledField />
        </Second>
      </>,
    );
    const ids = [...container.querySelectorAll('input')].map((input) => input.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  // Server rendering is React's (react-dom/server); the preact pass has no server renderer.
  it.skipIf(renderer === 'preact')(
    'gives the same ids to every server render of a page, request after request, without idPrefix',
    () => {
      const page = () => {
        const { Wrapper } = createTestProvider();
        return renderToString(
          <Wrapper>
            <LabelledField />
          </Wrapper>,
        );
      };
      const first = page();
      expect(page()).toBe(first);
      expect(first).toMatch(/id="sf[^"]+"/);
    },
  );
});
