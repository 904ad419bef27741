import { createStore } from 'zustand/vanilla';
import type { Captcha } from '../captcha/createCaptcha';
import type { ErrorCategory } from '../errors/errorCategoryOf';
import type { HttpClient } from '../http/createHttpClient';
import { COMPILED_EN_RESTOCK } from '../messages/compiled.en.restock';
import { getDefaultMessagesFor, type Messages } from '../messages/createMessages';
import {
  initialRestockFormState,
  type RestockFormEvent,
  type RestockFormState,
  restockFormTransition,
} from './restockFormMachine';
import { type SubmitRestockResult, submitRestockSignUp } from './submitRestockSignUp';

/** Options of {@link createRestockForm}. */
export interface RestockFormOptions {
  client: HttpClient;
  productId: string;
  variantId: string;
  /** The form's captcha (see `createCaptcha`), or null when it shows none. @default null */
  captcha?: Captcha | null;
  /** The store's custom success text; blank falls back to 'Signed up!'. */
  customSuccessText?: string | null;
  /** The form shows the 'join the mailing list' box (merchandising). @default false */
  isMailingListShown?: boolean;
  /** The box starts checked (merchandising opt-in default); a hidden box never joins. @default false */
  isJoinMailingListByDefault?: boolean;
  /** The shopper's language (sent only when the two flags below are on). */
  language?: string | null;
  /** Site setting: transactional emails in the shopper's language. @default false */
  isMultilingualTransactionalEmailsEnabled?: boolean;
  /** A translation widget is present on the page. @default false */
  hasTranslationWidget?: boolean;
  messages?: Messages;
  /** The sign-up was accepted; receives the success text shown. */
  onSignedUp?: (message: string) => void;
  /**
   * The server refused the sign-up (or could not be reached); receives the message shown and
   * whether it is the shopper's refused input (`'refusal'`) or a fault of the site.
   */
  onError?: (message: string, category: ErrorCategory) => void;
}

/** What a submit led to: the flow's result, or `ignored` while one is in flight or after success. */
export type RestockFormResult = SubmitRestockResult | { type: 'ignored' };

/** The restock-form controller a view binds to. */
export interface RestockFormController {
  getState(): RestockFormState;
  /** Subscribes to state changes; returns the unsubscribe function. */
  subscribe(listener: (state: RestockFormState) => void): () => void;
  /** Records the email field. Synchronous, so a submit in the same task reads it. */
  setEmail(email: string): void;
  setJoinMailingList(isJoinMailingList: boolean): void;
  /** Runs the sign-up. Never rejects. */
  submit(): Promise<RestockFormResult>;
  /**
   * Takes a later render's options (new callbacks, another variant, the captcha once it is
   * ready): the next submit and its outcome use them; the email typed so far stays.
   */
  setOptions(options: RestockFormOptions): void;
}

/** Drives the back-in-stock sign-up over core's `submitRestockSignUp`. */
export function createRestockForm(initial: RestockFormOptions): RestockFormController {
  let options = initial;
  const store = createStore<RestockFormState>()(() =>
    initialRestockFormState(
      options.isMailingListShown === true && options.isJoinMailingListByDefault === true,
    ),
  );
  const dispatch = (event: RestockFormEvent) =>
    store.setState(restockFormTransition(store.getState(), event), true);

  async function submit(): Promise<RestockFormResult> {
    const before = store.getState();
    dispatch({ type: 'SUBMIT' });
    if (store.getState() === before) return { type: 'ignored' };
    const { email, isJoinMailingList } = store.getState();
    const result = await submitRestockSignUp({
      client: options.client,
      messages: options.messages ?? getDefaultMessagesFor(COMPILED_EN_RESTOCK),
      productId: options.productId,
      variantId: options.variantId,
      email,
      isJoinMailingList,
      captcha: options.captcha ?? null,
      customSuccessText: options.customSuccessText ?? null,
      language: options.language ?? null,
      isMultilingualTransactionalEmailsEnabled: options.isMultilingualTransactionalEmailsEnabled === true,
      hasTranslationWidget: options.hasTranslationWidget === true,
    });
    if (result.type === 'invalid') dispatch({ type: 'INVALID', errors: result.errors });
    if (result.type === 'failed') {
      dispatch({ type: 'FAILED', message: result.message });
      options.onError?.(result.message, result.category);
    }
    if (result.type === 'signedUp') {
      dispatch({ type: 'SIGNED_UP', message: result.message });
      options.onSignedUp?.(result.message);
    }
    return result;
  }

  return {
    getState: store.getState,
    subscribe: (listener) => store.subscribe(listener),
    setEmail: (email) => dispatch({ type: 'EMAIL', email }),
    setJoinMailingList: (isJoinMailingList) => dispatch({ type: 'JOIN_MAILING_LIST', isJoinMailingList }),
    submit,
    setOptions(next) {
      options = next;
    },
  };
}
