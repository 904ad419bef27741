import { useEffect, useRef, useState } from 'react';
import { useBrowserLayoutEffect } from '../ui/useBrowserLayoutEffect';
import type { StoreApi } from './StoreApi';
import { shallowEqual } from './shallowEqual';
import { useStore } from './useStore';

/** The state type of a store or controller. */
type StateOf<TController> = TController extends { getState(): infer TState } ? TState : never;

/** What {@link useController} drives: a core store that may take new options and be destroyed. */
export interface Controller<TOptions> extends StoreApi<unknown> {
  /** Takes the options of a later render (new callbacks, controlled values). */
  setOptions?(options: TOptions): void;
  /** Clears timers and listeners when the component unmounts. */
  destroy?(): void;
}

/**
 * The one binding of a core controller to a component, as TanStack's observers bind: creates the
 * controller once from the first render's options, pushes the options of every later render in
 * (`setOptions`, only when they changed shallowly, before paint), subscribes to its state, and
 * destroys it on unmount. Under StrictMode's mount–unmount–mount a destroyed controller is created
 * again, so timers and listeners never leak nor stop.
 * @returns the current state and the controller.
 * @example
 * const [state, selection] = useController(
 *   (options) => createProductSelection(product, options),
 *   { messages, selectedOptions, onSelectedOptionsChange },
 * );
 */
export function useController<TOptions, TController extends Controller<TOptions>>(
  create: (options: TOptions) => TController,
  options: TOptions,
): [StateOf<TController>, TController] {
  const [controller, setController] = useState(() => create(options));
  const pushed = useRef(options);
  const destroyed = useRef<TController | null>(null);

  useBrowserLayoutEffect(() => {
    if (shallowEqual(pushed.current, options)) return;
    pushed.current = options;
    controller.setOptions?.(options);
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per controller; later options arrive through setOptions.
  useEffect(() => {
    if (destroyed.current === controller) {
      setController(create(pushed.current));
      return;
    }
    return () => {
      destroyed.current = controller;
      controller.destroy?.();
    };
  }, [controller]);

  return [useStore(controller, (state) => state as StateOf<TController>), controller];
}
