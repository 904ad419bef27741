import { AlertDialog, type AlertDialogProps } from '@storefront/react';

/**
 * The add-to-cart failure alert, a chunk of its own: only a failure shows it, so a page does not
 * download the dialog and its focus trap with the button. The button loads it as soon as the
 * visitor reaches for it (pointer down, focus).
 */
export default function AddToCartAlert(props: AlertDialogProps) {
  return <AlertDialog {...props} />;
}
