// @vitest-environment happy-dom

import { createTestProvider, render } from '@storefront-widgets/test-utils/widgets';
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
  it('keeps the ids of widgets in separate roots apart, as the drop-in mounts them', () => {
    // Two render() calls are two roots, each with its own provider: plain useId would give both
    // inputs the same id under preact, and a label would point at the other widget's input.
    const first = render(<LabelledField />, { wrapper: createTestProvider().Wrapper });
    const second = render(<LabelledField />, { wrapper: createTestProvider().Wrapper });
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
});
