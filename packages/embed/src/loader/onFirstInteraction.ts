/** What tells a page the visitor is about to act: a pointer or a key goes down, focus moves in. */
export const INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Calls `callback` once, at the visitor's first interaction with the page (before the click
 * itself: a pointer or key goes down, or focus moves to a control).
 * @returns stops listening.
 */
export function onFirstInteraction(callback: () => void, target: EventTarget = document): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTERACTION_EVENTS) target.removeEventListener(type, handle, options);
  };
  function handle() {
    stop();
    callback();
  }
  for (const type of INTERACTION_EVENTS) target.addEventListener(type, handle, options);
  return stop;
}
