import { ApiError } from '@storefront-widgets/core';
import { AlertDialog, type AlertDialogProps, useStorefront } from '@storefront-widgets/react';
import { useState } from 'react';

/** Props of {@link AddToCartAlert}: the alert's, plus the status of the refusal. */
export interface AddToCartAlertProps extends AlertDialogProps {
  /** HTTP status of the server's refusal; 409 is a cart in another currency. */
  status?: number | undefined;
}

/**
 * The add-to-cart failure alert, a chunk of its own: only a failure shows it, so a page does not
 * download the dialog and its focus trap with the button. The button loads it as soon as the
 * visitor reaches for it (pointer down, focus). A cart in another currency (409) gets a way out:
 * 'Empty cart', after which the item can be added.
 */
export default function AddToCartAlert({ status, ...props }: AddToCartAlertProps) {
  const { cartStore, messages } = useStorefront();
  const [isEmptying, setIsEmptying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const emptyCart = async () => {
    if (isEmptying) return;
    setIsEmptying(true);
    try {
      await cartStore.getState().empty();
      props.onClose();
    } catch (error) {
      setIsEmptying(false);
      setFailure(error instanceof ApiError ? error.message : messages.format('http.unknownError'));
    }
  };
  return (
    <AlertDialog
      {...props}
      message={failure ? `${props.message} ${failure}` : props.message}
      actions={
        status === 409 ? (
          <button
            type="button"
            className="sf-button sf-button--secondary"
            aria-disabled={isEmptying ? 'true' : undefined}
            onClick={() => void emptyCart()}
          >
            {messages.format('cart.emptyCart')}
          </button>
        ) : undefined
      }
    />
  );
}
