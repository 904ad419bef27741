// @vitest-environment happy-dom

import { act, createTestProvider, render, screen } from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog, ConfirmDialog, type ConfirmOptions, closeConfirm, confirm } from '../index';

function FailingAdd({ title }: { title: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Add To Cart
      </button>
      <AlertDialog
        isOpen={isOpen}
        title={title}
        message="Please try again in a few seconds."
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}

describe('AlertDialog', () => {
  it.each(['Unable to Add Item', 'Unable to Purchase Item', 'Unable to purchase Gift Card'])(
    'shows "%s" with the message and an OK button that closes it',
    async (title) => {
      const user = userEvent.setup();
      render(<FailingAdd title={title} />);
      await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
      const alert = screen.getByRole('alertdialog', { name: title });
      expect(alert.getAttribute('aria-modal')).toBe('true');
      expect(alert.textContent).toContain('Please try again in a few seconds.');
      const ok = screen.getByRole('button', { name: 'OK' });
      expect(document.activeElement).toBe(ok);
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add To Cart' }));
    },
  );

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<FailingAdd title="Unable to Add Item" />);
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('stays open after confirm when autoClose is false', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog isOpen title="Send all?" autoClose={false} onConfirm={onConfirm} onClose={onClose} />,
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('confirm()', () => {
  async function ask(options: ConfirmOptions) {
    const { Wrapper } = createTestProvider();
    render(<p>page</p>, { wrapper: Wrapper });
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm(options);
    });
    return answer;
  }

  it('resolves true on confirm and closes itself', async () => {
    const user = userEvent.setup();
    const answer = ask({
      title: 'Send notifications?',
      message: 'Every sign-up is emailed.',
      confirmLabel: 'Send',
    });
    expect(screen.getByRole('alertdialog', { name: 'Send notifications?' }).textContent).toContain(
      'Every sign-up is emailed.',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves false on cancel and on Escape', async () => {
    const user = userEvent.setup();
    const first = ask({ title: 'Discard?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(first).resolves.toBe(false);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      second = confirm({ title: 'Discard again?' });
    });
    await user.keyboard('{Escape}');
    await expect(second).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers no way out but confirm when not cancellable', async () => {
    const user = userEvent.setup();
    const answer = ask({ title: 'Session expired', isCancellable: false });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('alertdialog', { name: 'Session expired' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
  });

  it('keeps the dialog open after confirm when autoClose is false, until closeConfirm()', async () => {
    const user = userEvent.setup();
    const answer = ask({ title: 'Send all?', autoClose: false });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryAllByRole('alertdialog', { name: 'Send all?' })).toHaveLength(1);
    act(() => closeConfirm());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
