import {
  createRestockForm,
  type RestockFormController,
  type RestockFormOptions,
  type RestockFormState,
} from '@storefront-widgets/core';
import { useStorefront } from '../context/useStorefront';
import { useController } from '../store/useController';

/** Options of {@link useRestockForm}: core's `RestockFormOptions`, less what the provider supplies. */
export type UseRestockFormOptions = Omit<RestockFormOptions, 'client' | 'messages'>;

/**
 * A back-in-stock sign-up as state: core's `createRestockForm` for this component, with the
 * provider's client and messages. The state holds the email, its error, the status and the
 * success text ('Signed up!' or the store's); the controller takes the email and submits. Pass
 * the chosen variant (`useProductSelection`'s `variant`) as `variantId`. The headless half of
 * `<RestockForm>`.
 * @returns the form's state and its controller.
 * @example
 * const [state, restock] = useRestockForm({ productId: product.id, variantId: variant.sku });
 * if (state.status === 'signedUp') return <p role="status">{state.message}</p>;
 * <input value={state.email} onChange={(e) => restock.setEmail(e.target.value)} />
 * <button onClick={() => void restock.submit()}>Notify me</button>
 */
export function useRestockForm(options: UseRestockFormOptions): [RestockFormState, RestockFormController] {
  const { client, messages } = useStorefront();
  return useController(createRestockForm, { ...options, client, messages });
}
