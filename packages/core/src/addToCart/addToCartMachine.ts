import type { AddToCartAlert, AddToCartState, AddToCartStatus } from './addToCartState';

/** Machine events. */
export type AddToCartEvent =
  | { type: 'CLICK' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; alert: AddToCartAlert }
  | { type: 'INVALID'; alert: AddToCartAlert }
  | { type: 'LEFT_PAGE' }
  | { type: 'FORM_OPENED' }
  | { type: 'TIMER' }
  | { type: 'DISMISS_ALERT' };

/** Button timings in ms: 1 s before 'Added!', 2 s back to idle, 1 s reset on error. */
export const ADD_TO_CART_DELAYS: Readonly<Partial<Record<AddToCartStatus, number>>> = {
  succeeded: 1000,
  added: 2000,
  failed: 1000,
};

/**
 * Pure transition `(state, event) → state`. Clicks count only when idle (a click while adding or
 * showing 'Added!' is ignored). `TIMER` fires after {@link ADD_TO_CART_DELAYS} of the current status.
 */
export function addToCartTransition(state: AddToCartState, event: AddToCartEvent): AddToCartState {
  switch (event.type) {
    case 'CLICK':
      return state.status === 'idle' ? { status: 'adding', alert: null } : state;
    case 'INVALID':
      return state.status === 'idle' || state.status === 'adding'
        ? { status: 'idle', alert: event.alert }
        : state;
    case 'SUCCEEDED':
      return state.status === 'adding' ? { ...state, status: 'succeeded' } : state;
    case 'FAILED':
      return state.status === 'adding' ? { status: 'failed', alert: event.alert } : state;
    case 'LEFT_PAGE':
    case 'FORM_OPENED':
      return state.status === 'adding' ? { ...state, status: 'idle' } : state;
    case 'TIMER':
      if (state.status === 'succeeded') return { ...state, status: 'added' };
      if (state.status === 'added' || state.status === 'failed') return { ...state, status: 'idle' };
      return state;
    case 'DISMISS_ALERT':
      return state.alert ? { ...state, alert: null } : state;
  }
}
