import { type ErrorFocus, errorFocus } from './errorFocus';
import type { FieldInput, FormInputs } from './formField';

/**
 * Site form states: editing; submitting (locked, button
 * 'Submitting…', also while a success redirect leaves the page); submitted (the form is replaced by
 * the submission text and post-submit HTML). The platform gives this flow no timings, so the machine
 * has no delay table.
 */
export type SiteFormStatus = 'editing' | 'submitting' | 'submitted';

/** What the form shows. */
export interface SiteFormState {
  status: SiteFormStatus;
  /** Raw inputs keyed by field id, updated on every change (the submit reads these). */
  inputs: FormInputs;
  /** Field id → message (client validation or the server's 400 map), shown above the field title. */
  fieldErrors: Readonly<Record<string, string>>;
  /** The form-level failure message, or null. */
  formError: string | null;
  /** 'Your form has encountered a problem. Please scroll up/down to review.', or null. */
  review: string | null;
  /**
   * Step 5: after a failure the submit button bound to the classic captcha stays disabled until the
   * visitor answers the captcha again.
   */
  isAwaitingCaptcha: boolean;
  /** The submission text and post-submit HTML once submitted. */
  submission: { text: string; html: string } | null;
  /** Counts refused submits; a view moves focus to {@link SiteFormState.focusTarget} when it changes. */
  focusRequest: number;
  /** Where the last refusal sends focus: the first invalid field, the captcha or the message. */
  focusTarget: ErrorFocus;
}

/** Site form events. */
export type SiteFormEvent =
  | { type: 'INPUT'; id: string; value: FieldInput }
  | { type: 'SUBMIT' }
  | { type: 'INVALID'; fieldErrors: Record<string, string> }
  | {
      type: 'FAILED';
      message: string;
      fieldErrors?: Record<string, string>;
      isCaptchaBound: boolean;
      /** The classic captcha was not answered (focus goes to it). @default false */
      isCaptchaUnanswered?: boolean;
    }
  | { type: 'SUBMITTED'; text: string; html: string }
  | { type: 'CAPTCHA_ANSWERED' }
  | { type: 'REVIEW'; message: string | null };

/** The state a form starts in. */
export const INITIAL_SITE_FORM_STATE: SiteFormState = {
  status: 'editing',
  inputs: {},
  fieldErrors: {},
  formError: null,
  review: null,
  isAwaitingCaptcha: false,
  submission: null,
  focusRequest: 0,
  focusTarget: 'field',
};

/** True when a submit is accepted: editing, and not waiting for a new captcha answer. */
export function canSubmitSiteForm(state: SiteFormState): boolean {
  return state.status === 'editing' && !state.isAwaitingCaptcha;
}

/**
 * Pure transition `(state, event) → state` of the platform's five submit steps: a submit locks and clears
 * the errors; invalid fields unlock with their errors; a failure unlocks with the message (and the
 * server's field errors); both ask for focus where the visitor can act (`errorFocus`); success
 * shows the submission text.
 */
export function siteFormTransition(state: SiteFormState, event: SiteFormEvent): SiteFormState {
  switch (event.type) {
    case 'INPUT':
      return state.status === 'submitted'
        ? state
        : { ...state, inputs: { ...state.inputs, [event.id]: event.value } };
    case 'SUBMIT':
      return canSubmitSiteForm(state)
        ? { ...state, status: 'submitting', fieldErrors: {}, formError: null, review: null }
        : state;
    case 'INVALID':
      return state.status === 'submitting'
        ? {
            ...state,
            status: 'editing',
            fieldErrors: event.fieldErrors,
            focusRequest: state.focusRequest + 1,
            focusTarget: 'field',
          }
        : state;
    case 'FAILED': {
      if (state.status !== 'submitting') return state;
      const fieldErrors = event.fieldErrors ?? {};
      return {
        ...state,
        status: 'editing',
        formError: event.message,
        fieldErrors,
        isAwaitingCaptcha: event.isCaptchaBound,
        focusRequest: state.focusRequest + 1,
        focusTarget: errorFocus(Object.keys(fieldErrors).length > 0, event.isCaptchaUnanswered === true),
      };
    }
    case 'SUBMITTED':
      return state.status === 'submitting'
        ? { ...state, status: 'submitted', submission: { text: event.text, html: event.html } }
        : state;
    case 'CAPTCHA_ANSWERED':
      return state.isAwaitingCaptcha ? { ...state, isAwaitingCaptcha: false } : state;
    case 'REVIEW':
      return state.review === event.message ? state : { ...state, review: event.message };
  }
}
