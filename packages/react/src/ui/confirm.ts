import type { ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps, type ConfirmOptions } from './ConfirmDialog';

/** One question waiting in the imperative queue. */
export interface PendingConfirm {
  id: number;
  options: ConfirmOptions;
  settle: (answer: boolean) => void;
  /**
   * The dialog to render, carried by the question so `ConfirmHost` (in every provider) does not
   * import it: pages that never ask, such as the drop-in's, do not download it.
   */
  Dialog: (props: ConfirmDialogProps) => ReactNode;
}

interface ConfirmQueueState {
  /** The questions, oldest first; a host shows the first. */
  queue: readonly PendingConfirm[];
  /** Mounted hosts, oldest first; only the first renders, so several widget roots show one dialog. */
  hosts: readonly symbol[];
}

let state: ConfirmQueueState = { queue: [], hosts: [] };
let nextId = 1;
const listeners = new Set<() => void>();

function setState(next: ConfirmQueueState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The imperative queue as a store, read by `ConfirmHost` through `useStore`. */
export const confirmQueue = {
  getState: (): ConfirmQueueState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  addHost(host: symbol): () => void {
    setState({ ...state, hosts: [...state.hosts, host] });
    return () => setState({ ...state, hosts: state.hosts.filter((entry) => entry !== host) });
  },
  remove(id: number): void {
    setState({ ...state, queue: state.queue.filter((entry) => entry.id !== id) });
  },
};

/**
 * Asks a yes/no question in a {@link ConfirmDialog} rendered by the mounted `StorefrontProvider`
 * (or a standalone `ConfirmHost`). Resolves true on confirm and false on cancel; a
 * non-cancellable question only resolves on confirm. With `autoClose: false` the dialog stays
 * open after confirm until {@link closeConfirm} is called (e.g. once the confirmed work is done).
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  if (!state.hosts.length) {
    if (process.env.NODE_ENV !== 'production') {
      console.warn(
        '[storefront] confirm() needs a mounted <StorefrontProvider> or <ConfirmHost>; answering false.',
      );
    }
    return Promise.resolve(false);
  }
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    let isSettled = false;
    const settle = (answer: boolean) => {
      if (isSettled) return;
      isSettled = true;
      resolve(answer);
    };
    setState({ ...state, queue: [...state.queue, { id, options, settle, Dialog: ConfirmDialog }] });
  });
}

/** Closes every confirm dialog kept open by `autoClose: false` (unanswered ones resolve false). */
export function closeConfirm(): void {
  for (const entry of state.queue) entry.settle(false);
  setState({ ...state, queue: [] });
}
