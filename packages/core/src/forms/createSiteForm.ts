import { createStore } from 'zustand/vanilla';
import type { FormDefinition } from '../api/types';
import type { Captcha } from '../captcha/createCaptcha';
import type { ErrorCategory } from '../errors/errorCategoryOf';
import type { HttpClient } from '../http/createHttpClient';
import { COMPILED_EN_FORMS } from '../messages/compiled.en.forms';
import { getDefaultMessagesFor, type Messages } from '../messages/createMessages';
import type { FieldInput } from './formField';
import { resolvePageContext } from './resolvePageContext';
import { reviewMessageId } from './reviewMessage';
import {
  INITIAL_SITE_FORM_STATE,
  type SiteFormEvent,
  type SiteFormState,
  siteFormTransition,
} from './siteFormMachine';
import { type FormPageContext, type SubmitFormResult, submitForm } from './submitForm';

/** Options of {@link createSiteForm}. */
export interface SiteFormOptions {
  /** The form definition. */
  form: FormDefinition;
  client: HttpClient;
  /** Page fields of the submission. @default resolvePageContext(): the document's title and path */
  page?: Partial<FormPageContext>;
  /** Query string for hidden fields and the redirect. @default globalThis.location */
  location?: { search: string; assign(url: string): void };
  /** The form's captcha (see `createCaptcha`), or null when it shows none. @default null */
  captcha?: Captcha | null;
  messages?: Messages;
  /** The success event. */
  onSuccess?: () => void;
  /** A newsletter form recorded a subscription. */
  onNewsletterSubscribed?: () => void;
  /**
   * The submission failed after validation passed; receives the form-level message shown and
   * whether it is the shopper's refused input (`'refusal'`) or a fault of the site.
   */
  onError?: (message: string, category: ErrorCategory) => void;
}

/** What a submit led to: the flow's result, or `ignored` while locked or waiting for the captcha. */
export type SiteFormResult = SubmitFormResult | { type: 'ignored' };

/** The site-form controller a view binds to. */
export interface SiteFormController {
  getState(): SiteFormState;
  /** Subscribes to state changes; returns the unsubscribe function. */
  subscribe(listener: (state: SiteFormState) => void): () => void;
  /** Records a field's raw input. Synchronous, so a submit in the same task reads it. */
  setInput(id: string, value: FieldInput): void;
  /** Runs the submit flow. Never rejects. */
  submit(): Promise<SiteFormResult>;
  /** The visitor answered the classic captcha: a submit button waiting for it is usable again. */
  answerCaptcha(): void;
  /**
   * Picks the 'scroll up/down to review' hint from where the first invalid field is.
   * @param top the field's top edge relative to the viewport, in CSS px
   * @param viewportHeight in CSS px
   */
  review(top: number, viewportHeight: number): void;
  /** The submit button's label: 'Submitting…' while locked, else the form's text or 'Submit'. */
  buttonLabel(state?: SiteFormState): string;
  /**
   * Takes a later render's options (new callbacks, the captcha once it is ready): the next
   * submit and its outcome use them; the inputs typed so far stay.
   */
  setOptions(options: SiteFormOptions): void;
}

/**
 * Drives a generic site form over core's `submitForm`, with
 * the inputs, errors, lock and outcome in a store (zustand/vanilla) a view renders.
 */
export function createSiteForm(initial: SiteFormOptions): SiteFormController {
  let options = initial;
  const messagesOf = ({ messages }: SiteFormOptions) => messages ?? getDefaultMessagesFor(COMPILED_EN_FORMS);
  const store = createStore<SiteFormState>()(() => INITIAL_SITE_FORM_STATE);
  const dispatch = (event: SiteFormEvent) =>
    store.setState(siteFormTransition(store.getState(), event), true);

  async function submit(): Promise<SiteFormResult> {
    const before = store.getState();
    dispatch({ type: 'SUBMIT' });
    if (store.getState() === before) return { type: 'ignored' };
    const { form, client, captcha = null } = options;
    const result = await submitForm({
      client,
      messages: messagesOf(options),
      form,
      inputs: store.getState().inputs,
      page: resolvePageContext(options.page),
      captcha,
      ...(options.location ? { location: options.location } : {}),
      // Read when the answer comes: a render during the request may have brought new callbacks.
      onSuccess: () => options.onSuccess?.(),
      onNewsletterSubscribed: () => options.onNewsletterSubscribed?.(),
    });
    switch (result.type) {
      case 'invalid':
        dispatch({ type: 'INVALID', fieldErrors: result.fieldErrors });
        break;
      case 'failed':
        dispatch({
          type: 'FAILED',
          message: result.message,
          ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}),
          isCaptchaBound: captcha?.type === 'classic',
          isCaptchaUnanswered: result.isCaptchaUnanswered === true,
        });
        options.onError?.(result.message, result.category);
        break;
      case 'submitted':
        dispatch({ type: 'SUBMITTED', text: result.submissionText, html: result.postSubmitHtml });
        break;
      case 'redirected':
        // The page is leaving for the success URL; the form stays locked until it does.
        break;
    }
    return result;
  }

  return {
    getState: store.getState,
    subscribe: (listener) => store.subscribe(listener),
    setInput: (id, value) => dispatch({ type: 'INPUT', id, value }),
    submit,
    answerCaptcha: () => dispatch({ type: 'CAPTCHA_ANSWERED' }),
    review(top, viewportHeight) {
      const id = reviewMessageId(top, viewportHeight);
      dispatch({ type: 'REVIEW', message: id ? messagesOf(options).format(id) : null });
    },
    buttonLabel(state = store.getState()) {
      const messages = messagesOf(options);
      if (state.status === 'submitting') return messages.format('form.submitting');
      return options.form.submitButtonText || messages.format('form.submit');
    },
    setOptions(next) {
      options = next;
    },
  };
}
