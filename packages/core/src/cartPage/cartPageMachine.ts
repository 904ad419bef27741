import type { FormDefinition } from '../api/types';
import { QUANTITY_LIMITS } from '../validation/quantityLimits';

/** The call in flight for one cart entry. */
export type CartEntryOperation = 'quantity' | 'remove' | 'fields';

/** A failure to show: the platform's title and the reason. */
export interface CartPageAlert {
  title: string;
  message: string;
}

/** The coupon call in flight. */
export type CouponOperation = 'apply' | 'remove';

/** The coupon field's state. */
export interface CouponFieldState {
  /** The code typed and not yet applied. */
  text: string;
  /** The call in flight, if any. */
  pending: CouponOperation | null;
  /** The last failure, shown beside the coupon field. */
  error: CartPageAlert | null;
}

/** Cart page state, beside the cart itself (which the cart store holds). */
export interface CartPageState {
  /** Quantity text typed per entry id, until it is saved or refused by the server. */
  drafts: Readonly<Record<string, string>>;
  /** The call in flight per entry id. */
  pending: Readonly<Record<string, CartEntryOperation>>;
  /** The last failure per entry id, shown next to the entry. */
  errors: Readonly<Record<string, CartPageAlert>>;
  /** On while the whole cart is being emptied. */
  isEmptying: boolean;
  /** A failure that belongs to no entry (emptying the cart). */
  alert: CartPageAlert | null;
  /** The coupon field. */
  coupon: CouponFieldState;
  /**
   * The additional-fields forms of the cart's entries, by form id, once loaded: they label an
   * entry's answers and open its "edit answers" form. A form that cannot load stays missing, so
   * its entries list no answers and offer no edit while the rest of the cart works.
   */
  forms: Readonly<Record<string, FormDefinition>>;
}

/** Cart page events. */
export type CartPageEvent =
  | { type: 'TYPE_QUANTITY'; entryId: string; text: string }
  | { type: 'START'; entryId: string; operation: CartEntryOperation }
  | { type: 'INVALID'; entryId: string; alert: CartPageAlert }
  | { type: 'DONE'; entryId: string; sent?: string }
  | { type: 'FAILED'; entryId: string; alert: CartPageAlert; sent?: string }
  | { type: 'EMPTY_START' }
  | { type: 'EMPTY_DONE' }
  | { type: 'EMPTY_FAILED'; alert: CartPageAlert }
  | { type: 'DISMISS'; entryId?: string }
  | { type: 'TYPE_COUPON'; text: string }
  | { type: 'COUPON_START'; operation: CouponOperation }
  | { type: 'COUPON_INVALID'; alert: CartPageAlert }
  | { type: 'COUPON_DONE'; alert: CartPageAlert | null }
  | { type: 'COUPON_FAILED'; alert: CartPageAlert }
  | { type: 'FORM_LOADED'; formId: string; form: FormDefinition };

/**
 * Delays of the cart page in ms. The platform gives none: a typed quantity is saved this long after
 * the last keystroke (at once on blur or Enter), so typing '12' sends one update, not two.
 */
export const CART_PAGE_DELAYS = { quantityCommit: 600 } as const;

/** The state a cart page starts in. */
export const INITIAL_CART_PAGE_STATE: CartPageState = {
  drafts: {},
  pending: {},
  errors: {},
  isEmptying: false,
  alert: null,
  coupon: { text: '', pending: null, error: null },
  forms: {},
};

/** A copy of `record` without `key` (the same object when it has no such key). */
function without<T>(record: Readonly<Record<string, T>>, key: string): Readonly<Record<string, T>> {
  if (!(key in record)) return record;
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/** Drops the entry's draft, unless the shopper has typed (or stepped to) another since `sent` left. */
function forgetDraft(
  drafts: Readonly<Record<string, string>>,
  entryId: string,
  sent: string | undefined,
): Readonly<Record<string, string>> {
  return sent === undefined || drafts[entryId] === sent ? without(drafts, entryId) : drafts;
}

/**
 * Pure transition `(state, event) → state`. One call per entry at a time: `START` is ignored
 * while the entry has one in flight or the cart is being emptied. A success forgets the draft
 * (the cart now holds the quantity); a server refusal forgets it too, so the input shows the
 * quantity the cart still has, with the reason; a refusal before the call (`INVALID`) keeps it,
 * so the shopper can correct what they typed. The coupon field works the same way: one call at a
 * time, the typed code kept on a refusal, cleared once the cart holds it (listed there with its
 * reason when the backend does not accept it; that reason is also the field's error).
 */
export function cartPageTransition(state: CartPageState, event: CartPageEvent): CartPageState {
  switch (event.type) {
    case 'TYPE_QUANTITY':
      return {
        ...state,
        drafts: { ...state.drafts, [event.entryId]: event.text },
        errors: without(state.errors, event.entryId),
      };
    case 'START':
      if (state.isEmptying || state.pending[event.entryId]) return state;
      return {
        ...state,
        pending: { ...state.pending, [event.entryId]: event.operation },
        errors: without(state.errors, event.entryId),
        alert: null,
      };
    case 'INVALID':
      return { ...state, errors: { ...state.errors, [event.entryId]: event.alert } };
    case 'DONE':
      return {
        ...state,
        drafts: forgetDraft(state.drafts, event.entryId, event.sent),
        pending: without(state.pending, event.entryId),
        errors: without(state.errors, event.entryId),
      };
    case 'FAILED':
      return {
        ...state,
        drafts: forgetDraft(state.drafts, event.entryId, event.sent),
        pending: without(state.pending, event.entryId),
        errors: { ...state.errors, [event.entryId]: event.alert },
      };
    case 'EMPTY_START':
      if (state.isEmptying || state.coupon.pending || Object.keys(state.pending).length > 0) return state;
      return { ...state, isEmptying: true, alert: null };
    case 'EMPTY_DONE':
      // The forms stay: the next entry added with one lists its answers without a new request.
      return { ...INITIAL_CART_PAGE_STATE, forms: state.forms };
    case 'EMPTY_FAILED':
      return { ...state, isEmptying: false, alert: event.alert };
    case 'DISMISS':
      if (event.entryId === undefined) return state.alert ? { ...state, alert: null } : state;
      return { ...state, errors: without(state.errors, event.entryId) };
    case 'TYPE_COUPON':
      return { ...state, coupon: { ...state.coupon, text: event.text, error: null } };
    case 'COUPON_START':
      if (state.isEmptying || state.coupon.pending) return state;
      return { ...state, coupon: { ...state.coupon, pending: event.operation, error: null } };
    case 'COUPON_INVALID':
      return { ...state, coupon: { ...state.coupon, error: event.alert } };
    case 'COUPON_DONE':
      return {
        ...state,
        coupon: {
          text: state.coupon.pending === 'apply' ? '' : state.coupon.text,
          pending: null,
          error: event.alert,
        },
      };
    case 'COUPON_FAILED':
      return { ...state, coupon: { ...state.coupon, pending: null, error: event.alert } };
    case 'FORM_LOADED':
      return { ...state, forms: { ...state.forms, [event.formId]: event.form } };
  }
}

/**
 * The quantity a − / + step leads to: one less or more than the valid quantity typed (else the
 * cart's), kept within {@link QUANTITY_LIMITS}.
 */
export function steppedQuantity(draft: string | undefined, quantity: number, delta: -1 | 1): number {
  const typed = draft === undefined ? Number.NaN : Number(draft.trim());
  const base = Number.isInteger(typed) && draft?.trim() !== '' ? typed : quantity;
  return Math.min(QUANTITY_LIMITS.max, Math.max(QUANTITY_LIMITS.min, base + delta));
}

/** True while the entry has a call in flight or the cart is being emptied. */
export function isEntryBusy(state: CartPageState, entryId: string): boolean {
  return state.isEmptying || state.pending[entryId] !== undefined;
}
