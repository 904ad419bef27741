import type { Messages } from '../messages/createMessages';

// The button's states and labels, which a block renders before its first click; the machine that
// moves between them (addToCartMachine.ts) is part of the click's code.

/**
 * Button states. `succeeded` is the ~1 s after a successful request while the label
 * still reads 'Adding…'; `failed` is the 1 s after an error before the button is usable again.
 */
export type AddToCartStatus = 'idle' | 'adding' | 'succeeded' | 'added' | 'failed';

/** An alert to show. */
export interface AddToCartAlert {
  title: string;
  message: string;
  /** HTTP status of a server refusal: 409 is a cart in another currency, which the alert offers to empty. */
  status?: number;
}

/** Machine state. */
export interface AddToCartState {
  status: AddToCartStatus;
  /** The alert to show, or null. */
  alert: AddToCartAlert | null;
}

/** The state a button starts in. */
export const INITIAL_ADD_TO_CART_STATE: AddToCartState = { status: 'idle', alert: null };

/** The button label for a state: the idle label, 'Adding…' while busy, 'Added!' after success. */
export function addToCartLabel(state: AddToCartState, idleLabel: string, messages: Messages): string {
  if (state.status === 'added') return messages.format('addToCart.added');
  if (state.status === 'idle') return idleLabel;
  return messages.format('addToCart.adding');
}

/** True while clicks are ignored. */
export function isAddToCartBusy(state: AddToCartState): boolean {
  return state.status !== 'idle';
}
