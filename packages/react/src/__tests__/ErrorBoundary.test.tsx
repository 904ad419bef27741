// @vitest-environment happy-dom

import {
  createTestProvider,
  render,
  screen,
  takeConsoleErrors,
} from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from '../index';

function Bomb({ explode }: { explode: boolean }): null {
  if (explode) throw new Error('widget crashed');
  return null;
}

describe('ErrorBoundary', () => {
  it('reports the crash to the provider and shows fallback content', () => {
    const reported: unknown[] = [];
    const { Wrapper } = createTestProvider({ reportError: (error) => reported.push(error) });
    render(
      <ErrorBoundary>
        <Bomb explode />
      </ErrorBoundary>,
      { wrapper: Wrapper },
    );
    takeConsoleErrors();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
    expect((reported[0] as Error).message).toBe('widget crashed');
  });

  it('prefers its onError prop and can render the children again through reset', async () => {
    const user = userEvent.setup();
    const reported: unknown[] = [];
    // biome-ignore lint/correctness/noComponentHookFactories: closes over this test's report list.
    function Page() {
      const [explode, setExplode] = useState(true);
      return (
        <ErrorBoundary
          onError={(error) => reported.push(error)}
          fallback={(error, reset) => (
            <button
              type="button"
              onClick={() => {
                setExplode(false);
                reset();
              }}
            >
              Retry after {(error as Error).message}
            </button>
          )}
        >
          <Bomb explode={explode} />
          <p>widget ok</p>
        </ErrorBoundary>
      );
    }
    render(<Page />);
    takeConsoleErrors();
    expect(reported).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Retry after widget crashed' }));
    expect(screen.queryAllByText('widget ok')).toHaveLength(1);
  });
});
