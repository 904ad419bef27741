// @vitest-environment happy-dom

import { render, screen } from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MODAL_SCROLL_MARGIN, Modal } from '../index';

function Lightbox({ tall = false }: { tall?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Learn more
      </button>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title="Pay in installments">
        <p>{tall ? 'A very long page' : 'Short text'}</p>
        <a href="#terms">Terms</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a labelled modal dialog in document.body with focus inside', async () => {
    const user = userEvent.setup();
    const { container } = render(<Lightbox />);
    await user.click(screen.getByRole('button', { name: 'Learn more' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay in installments' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Lightbox />);
    await user.click(screen.getByRole('button', { name: 'Learn more' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Learn more' }));
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Lightbox />);
    await user.click(screen.getByRole('button', { name: 'Learn more' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Lightbox />);
    await user.click(screen.getByRole('button', { name: 'Learn more' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const terms = screen.getByRole('link', { name: 'Terms' });
    await user.tab();
    expect(document.activeElement).toBe(terms);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(terms);
  });

  it('keeps a 50px margin above and below, its top edge fixed while its content grows', async () => {
    const user = userEvent.setup();
    render(<Lightbox tall />);
    await user.click(screen.getByRole('button', { name: 'Learn more' }));
    const dialog = screen.getByRole('dialog');
    const overlay = dialog.parentElement as HTMLElement;
    expect(MODAL_SCROLL_MARGIN).toBe(50);
    // Anchored to the top of the scrolling backdrop, not centred: a line added inside (an error)
    // makes the dialog taller downwards instead of moving it up by half a line.
    expect(getComputedStyle(overlay).alignItems).toBe('flex-start');
    expect(getComputedStyle(overlay).overflowY).toBe('auto');
    expect(getComputedStyle(dialog).marginTop).toBe('50px');
    expect(getComputedStyle(dialog).marginBottom).toBe('50px');
  });
});
