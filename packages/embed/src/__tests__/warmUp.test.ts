// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from '../loader/onFirstInteraction';

describe('onFirstInteraction', () => {
  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])('calls back once, at the first %s', (type) => {
    const callback = vi.fn();
    onFirstInteraction(callback, document);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('ignores what is not an interaction, and stops listening when asked', () => {
    const callback = vi.fn();
    const stop = onFirstInteraction(callback, document);
    document.body.dispatchEvent(new Event('mousemove', { bubbles: true }));
    stop();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(callback).not.toHaveBeenCalled();
  });
});
