// @vitest-environment happy-dom

import { render, screen } from '@storefront/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

  it('keeps a 50px scroll margin when taller than the window', async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.textContent?.includes('A very long page') ? window.innerHeight + 400 : 200;
      return {
        height,
        width: 600,
        top: 0,
        left: 0,
        right: 600,
        bottom: height,
        x: 0,
        y: 0,
        toJSON: () => ({}),
      };
    });
    render(<Lightbox tall />);
    await user.click(screen.getByRole('button', { name: 'Learn more' }));
    const dialog = screen.getByRole('dialog');
    expect(MODAL_SCROLL_MARGIN).toBe(50);
    expect(dialog.style.marginTop).toBe('50px');
    expect(dialog.style.marginBottom).toBe('50px');
  });

  it('uses no scroll margin when it fits in the window', async () => {
    const user = userEvent.setup();
    render(<Lightbox />);
    await user.click(screen.getByRole('button', { name: 'Learn more' }));
    expect(screen.getByRole('dialog').style.marginTop).toBe('');
  });
});
