import { type ErrorFocus, errorFocus } from '../forms/errorFocus';
import type { RestockFormErrors } from '../validation/validateRestockForm';

/**
 * Restock form states: editing; submitting; signed up (the form is
 * replaced by the success message and the captcha is destroyed). The platform gives this flow no
 * timings, so the machine has no delay table.
 */
export type RestockFormStatus = 'editing' | 'submitting' | 'signedUp';

/** What the restock form shows. */
export interface RestockFormState {
  status: RestockFormStatus;
  /** The email field's text, updated on every change (the submit reads it). */
  email: string;
  isJoinMailingList: boolean;
  /** 'Email cannot be blank' or 'Email is invalid', or null. */
  emailError: string | null;
  /** The captcha message or the server's refusal, or null. */
  formError: string | null;
  /** The success text once signed up: the store's own, else 'Signed up!'. */
  message: string | null;
  /** Counts refused submits; a view moves focus to {@link RestockFormState.focusTarget} when it changes. */
  focusRequest: number;
  /** Where the last refusal sends focus: the email field, the captcha or the message. */
  focusTarget: ErrorFocus;
}

/** Restock form events. */
export type RestockFormEvent =
  | { type: 'EMAIL'; email: string }
  | { type: 'JOIN_MAILING_LIST'; isJoinMailingList: boolean }
  | { type: 'SUBMIT' }
  | { type: 'INVALID'; errors: RestockFormErrors }
  | { type: 'FAILED'; message: string }
  | { type: 'SIGNED_UP'; message: string };

/** The state a form starts in; the mailing-list box follows the store's opt-in default. */
export function initialRestockFormState(isJoinMailingList = false): RestockFormState {
  return {
    status: 'editing',
    email: '',
    isJoinMailingList,
    emailError: null,
    formError: null,
    message: null,
    focusRequest: 0,
    focusTarget: 'field',
  };
}

/** True while the captcha is shown: it is destroyed once the visitor signed up. */
export const isRestockCaptchaShown = (state: RestockFormState): boolean => state.status !== 'signedUp';

/** Pure transition `(state, event) → state` of the platform. */
export function restockFormTransition(state: RestockFormState, event: RestockFormEvent): RestockFormState {
  switch (event.type) {
    case 'EMAIL':
      return state.status === 'signedUp' ? state : { ...state, email: event.email };
    case 'JOIN_MAILING_LIST':
      return state.status === 'signedUp' ? state : { ...state, isJoinMailingList: event.isJoinMailingList };
    case 'SUBMIT':
      return state.status === 'editing' ? { ...state, status: 'submitting' } : state;
    case 'INVALID':
      return state.status === 'submitting'
        ? {
            ...state,
            status: 'editing',
            emailError: event.errors.email?.message ?? null,
            formError: event.errors.captcha?.message ?? null,
            focusRequest: state.focusRequest + 1,
            focusTarget: errorFocus(event.errors.email !== undefined, event.errors.captcha !== undefined),
          }
        : state;
    case 'FAILED':
      return state.status === 'submitting'
        ? {
            ...state,
            status: 'editing',
            emailError: null,
            formError: event.message,
            focusRequest: state.focusRequest + 1,
            focusTarget: 'message',
          }
        : state;
    case 'SIGNED_UP':
      return state.status === 'submitting' ? { ...state, status: 'signedUp', message: event.message } : state;
  }
}
