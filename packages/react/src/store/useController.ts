import { useState } from 'react';
import type { StoreApi } from './StoreApi';
import { useStore } from './useStore';

/** The state type of a store or controller. */
type StateOf<TController> = TController extends { getState(): infer TState } ? TState : never;

/**
 * Creates a core controller once per mounted component and subscribes to its state: the thin
 * binding every flow's hook (`useSiteForm`, `useRestockForm`, …) is made of.
 * @returns the current state and the controller.
 */
export function useController<TController extends StoreApi<unknown>>(
  create: () => TController,
): [StateOf<TController>, TController] {
  const [controller] = useState(create);
  return [useStore(controller, (state) => state as StateOf<TController>), controller];
}
