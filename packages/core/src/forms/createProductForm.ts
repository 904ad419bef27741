import { createStore } from 'zustand/vanilla';
import type { FormDefinition } from '../api/types';
import { ApiError } from '../http/ApiError';
import type { HttpClient } from '../http/createHttpClient';
import type { Messages } from '../messages/createMessages';
import { trackSubscriptions } from '../store/trackSubscriptions';
import { validateForm } from '../validation/validateFormField';
import type { FieldInput, FormInputs } from './formField';
import { loadFormDefinition } from './loadFormDefinition';
import { serializeForm } from './serializeForm';

/** Options of {@link createProductForm}. */
export interface ProductFormOptions {
  client: HttpClient;
  /** The product's additional-fields form. */
  formId: string;
  /** Formats the field checks and 'Unable to open form'; needs the forms part of the catalogue. */
  messages: Messages;
  /**
   * Adds the item with the answers, or saves an entry's answers (JSON text of the values keyed by
   * field id). Resolves to the message to show in the form, or null once saved.
   */
  onSubmit(additionalFields: string): Promise<string | null>;
  /** Answers to start from (editing a cart entry's answers), read once when the form arrives. @default none */
  initialInputs?: FormInputs | ((form: FormDefinition) => FormInputs) | undefined;
  /**
   * Loads the definition. @default loadFormDefinition: one request per client and form id
   */
  load?: (client: HttpClient, formId: string) => Promise<FormDefinition>;
}

/** 'loading' until the definition arrives, 'failed' when it cannot; then editing or saving. */
export type ProductFormStatus = 'loading' | 'failed' | 'editing' | 'saving';

/** State of a product's custom form. */
export interface ProductFormState {
  status: ProductFormStatus;
  /** The definition once loaded, else null. */
  form: FormDefinition | null;
  /** The raw input per field id. */
  inputs: FormInputs;
  /** The check's message per invalid field id, from the last submit. */
  errors: Readonly<Record<string, string>>;
  /** The form-level message ('Unable to open form …', or the failure `onSubmit` returned), else null. */
  message: string | null;
}

/** What a submit led to: `ignored` while loading or saving. */
export type ProductFormResult = 'saved' | 'invalid' | 'failed' | 'ignored';

/** The product-form controller a view binds to. */
export interface ProductFormController {
  getState(): ProductFormState;
  /** Subscribes to state changes; returns the unsubscribe function. */
  subscribe(listener: (state: ProductFormState) => void): () => void;
  /** Records a field's raw input. Synchronous, so a submit in the same task reads it. */
  setInput(id: string, value: FieldInput): void;
  /**
   * Validates every field; when all pass, locks the form ('saving'), hands the serialised answers
   * to `onSubmit` and unlocks with its message. Never rejects.
   */
  submit(): Promise<ProductFormResult>;
  /** Takes a later render's options (a new `onSubmit`, the messages once their part loaded). */
  setOptions(options: ProductFormOptions): void;
  /** Drops listeners; an answer arriving later changes nothing. */
  destroy(): void;
}

/**
 * The custom-form product flow (the add-to-cart form lightbox, the cart's "edit answers"): loads
 * the form's definition once per form id, validates with the platform's field checks, serialises
 * the answers, and stays locked while they are saved ('Saving…' on the button). A definition that
 * cannot load leaves 'Unable to open form' and the reason. State is a zustand/vanilla store.
 */
export function createProductForm(initial: ProductFormOptions): ProductFormController {
  let options = initial;
  let isDestroyed = false;
  const store = createStore<ProductFormState>()(() => ({
    status: 'loading',
    form: null,
    inputs: {},
    errors: {},
    message: null,
  }));
  const subscriptions = trackSubscriptions(store);

  const load = options.load ?? loadFormDefinition;
  load(options.client, options.formId).then(
    (form) => {
      if (isDestroyed) return;
      const start = options.initialInputs;
      const inputs = typeof start === 'function' ? start(form) : (start ?? {});
      store.setState({ status: 'editing', form, inputs });
    },
    (error: unknown) => {
      if (isDestroyed) return;
      // Storefront: 'Unable to open form' when the definition cannot be loaded, with the reason.
      const detail = error instanceof ApiError ? ` ${error.message}` : '';
      store.setState({
        status: 'failed',
        message: `${options.messages.format('cart.unableToOpenForm')}${detail}`,
      });
    },
  );

  return {
    getState: store.getState,
    subscribe: subscriptions.subscribe,
    setInput(id, value) {
      store.setState((state) => ({ inputs: { ...state.inputs, [id]: value } }));
    },
    async submit() {
      const { status, form, inputs } = store.getState();
      if (status !== 'editing' || !form) return 'ignored';
      const errors = validateForm(form.fields, inputs, options.messages);
      if (Object.keys(errors).length > 0) {
        store.setState({ errors, message: null });
        return 'invalid';
      }
      store.setState({ status: 'saving', errors, message: null });
      let failure: string | null;
      try {
        failure = await options.onSubmit(JSON.stringify(serializeForm(form.fields, inputs)));
      } catch (error) {
        // onSubmit should resolve its message; one that throws must not leave the form locked.
        failure = error instanceof Error ? error.message : String(error);
      }
      if (!isDestroyed) store.setState({ status: 'editing', message: failure });
      return failure ? 'failed' : 'saved';
    },
    setOptions(next) {
      options = next;
    },
    destroy() {
      isDestroyed = true;
      subscriptions.unsubscribeAll();
    },
  };
}
